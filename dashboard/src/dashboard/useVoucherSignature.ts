import { useRef, useState, type PointerEvent } from 'react';
import { useNotify } from 'react-admin';
import { postJson } from '../providers/session';

type CanvasEvent = PointerEvent<HTMLCanvasElement>;

/** Where a pointer stands on the canvas, in the canvas's own pixels (it is drawn scaled to the dialog). */
function point(event: CanvasEvent) {
  const box = event.currentTarget.getBoundingClientRect();
  return [
    ((event.clientX - box.left) * event.currentTarget.width) / box.width,
    ((event.clientY - box.top) * event.currentTarget.height) / box.height,
  ] as const;
}

/** The pad the visitor signs on with a finger: strokes, whether anything is drawn, and a way to start over. */
function useSignaturePad() {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const drawing = useRef(false);
  const [signed, setSigned] = useState(false);

  const start = (event: CanvasEvent) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    drawing.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.beginPath();
    context.moveTo(...point(event));
  };
  const move = (event: CanvasEvent) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    context?.lineTo(...point(event));
    context?.stroke();
    setSigned(true);
  };
  const stop = () => {
    drawing.current = false;
  };
  const clear = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, canvas.current.width, canvas.current.height);
    setSigned(false);
  };
  return { canvas, signed, start, move, stop, clear };
}

/**
 * The bon de visite's form apart from its dialog: the signer's name (the candidate's to begin with), the
 * signature pad, and the POST that turns both into the PDF kept with the visit.
 */
export function useVoucherSignature(visitId: string, candidate: string, done: () => void) {
  const notify = useNotify();
  const pad = useSignaturePad();
  const [name, setName] = useState(candidate);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!pad.canvas.current) return;
    setBusy(true);
    try {
      await postJson(`/api/visits/${visitId}/voucher`, {
        signerName: name.trim(),
        signature: pad.canvas.current.toDataURL('image/png'),
      });
      notify('voucher.saved', { type: 'success' });
      done();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.INTERNAL_ERROR', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { pad, name, setName, canSign: pad.signed && name.trim() !== '' && !busy, submit };
}
