import { RENTAL_FILE_ROUTES, type RentalDocumentView } from '@creneau/contracts';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A document as the agent may see it: page by page, each an image the API rasterised with the watermark
 * burnt in (never the stored file); every page shown is an audited view, so pages load one at a time.
 */
export function DocumentViewer({
  applicationId,
  document,
  label,
  onClose,
}: {
  applicationId: string;
  document: RentalDocumentView;
  label: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="rental-viewer-title">
      <DialogTitle id="rental-viewer-title">{label}</DialogTitle>
      {/* Focusable: a tall page scrolls, and keyboard users must be able to scroll it too. */}
      <DialogContent dividers tabIndex={0} aria-label={label}>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate('rentalApplications.viewer.notice')}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'center', bgcolor: 'grey.100', p: 1 }}>
          <img
            key={page}
            src={RENTAL_FILE_ROUTES.agentDocumentPage(applicationId, document.id, page)}
            alt={translate('rentalApplications.viewer.pageAlt', { name: label, page, pages: document.pages })}
            style={{ maxWidth: '100%', height: 'auto' }}
            data-testid="rental-watermarked-page"
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ mr: 'auto' }}>
          {translate('rentalApplications.viewer.page', { page, pages: document.pages })}
        </Typography>
        <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {translate('rentalApplications.viewer.previous')}
        </Button>
        <Button disabled={page >= document.pages} onClick={() => setPage(page + 1)}>
          {translate('rentalApplications.viewer.next')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
