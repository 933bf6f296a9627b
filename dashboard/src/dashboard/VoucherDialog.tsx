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
import { useTranslate } from 'react-admin';
import { useVoucherSignature } from './useVoucherSignature';

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
  const { pad, name, setName, canSign, submit } = useVoucherSignature(visitId, candidate, () => {
    onClose();
    onSigned();
  });
  // The whole screen on a phone: the visitor signs with a finger, the wider the better.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle>{translate('voucher.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{translate('voucher.intro')}</Typography>
          <TextField label={translate('voucher.name')} value={name} onChange={(event) => setName(event.target.value)} />
          <Typography variant="caption">{translate('voucher.signHere')}</Typography>
          <canvas
            ref={pad.canvas}
            width={600}
            height={200}
            aria-label={translate('voucher.signHere')}
            style={{ width: '100%', height: 160, border: '1px solid #9ca3af', borderRadius: 6, touchAction: 'none' }}
            onPointerDown={pad.start}
            onPointerMove={pad.move}
            onPointerUp={pad.stop}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={pad.clear}>{translate('voucher.clear')}</Button>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!canSign} onClick={() => void submit()}>
          {translate('voucher.sign')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
