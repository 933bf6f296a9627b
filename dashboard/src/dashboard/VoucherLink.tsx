import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The signed bon de visite kept with the visit, as the PDF the API stores. */
export function VoucherLink({ visitId }: { visitId: string }) {
  const translate = useTranslate();
  return (
    <Button
      size="small"
      component="a"
      href={`/api/visits/${visitId}/voucher`}
      download={`bon-de-visite-${visitId}.pdf`}
      startIcon={<PictureAsPdfIcon />}
    >
      {translate('voucher.view')}
    </Button>
  );
}
