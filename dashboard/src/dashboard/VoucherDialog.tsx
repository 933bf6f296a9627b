import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useRef, useState, type PointerEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { postJson } from '../providers/session';

/**
 * The bon de visite signed with a finger on the agent's phone: the visitor's name and signature become
 * a PDF kept with the visit.
 */
export function VoucherDialog({
  visitId,
  candidate,
  open,
  onClose,
  onSigned,
}: {
  visitId: string;
  candidate: string;
  open: boolean;
  onClose: () => void;
  /** Reloads the visit, whose PDF can then be opened. */
  onSigned: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const drawing = useRef(false);
  const [signed, setSigned] = useState(false);
  const [name, setName] = useState(candidate);
  const [busy, setBusy] = useState(false);
  // The whole screen on a phone: the visitor signs with a finger, the wider the better.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return [
      ((event.clientX - box.left) * event.currentTarget.width) / box.width,
      ((event.clientY - box.top) * event.currentTarget.height) / box.height,
    ] as const;
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    drawing.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.beginPath();
    context.moveTo(...point(event));
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    context?.lineTo(...point(event));
    context?.stroke();
    setSigned(true);
  };
  const clear = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, canvas.current.width, canvas.current.height);
    setSigned(false);
  };
  const submit = async () => {
    if (!canvas.current) return;
    setBusy(true);
    try {
      await postJson(`/api/visits/${visitId}/voucher`, {
        signerName: name.trim(),
        signature: canvas.current.toDataURL('image/png'),
      });
      notify('voucher.saved', { type: 'success' });
      onClose();
      onSigned();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.INTERNAL_ERROR', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle>{translate('voucher.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{translate('voucher.intro')}</Typography>
          <TextField label={translate('voucher.name')} value={name} onChange={(event) => setName(event.target.value)} />
          <Typography variant="caption">{translate('voucher.signHere')}</Typography>
          <canvas
            ref={canvas}
            width={600}
            height={200}
            aria-label={translate('voucher.signHere')}
            style={{ width: '100%', height: 160, border: '1px solid #9ca3af', borderRadius: 6, touchAction: 'none' }}
            onPointerDown={start}
            onPointerMove={move}
            onPointerUp={() => (drawing.current = false)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={clear}>{translate('voucher.clear')}</Button>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!signed || !name.trim() || busy} onClick={() => void submit()}>
          {translate('voucher.sign')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
