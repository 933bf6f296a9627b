import type { ListingView } from '@creneau/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { postJson, uploadPhoto } from '../providers/session';

/** Upload, order (the first photo is the cover) and delete; every change is saved at once. */
export function PhotoManager() {
  const listing = useRecordContext<ListingView>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!listing) return null;
  const photos = listing.photos;

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    void run(async () => {
      for (const file of files) await uploadPhoto(`/api/listings/${listing.id}/photos`, file, 'POST');
    });
  };

  const move = (index: number, offset: number) => {
    const order = photos.map((photo) => photo.id);
    [order[index], order[index + offset]] = [order[index + offset], order[index]];
    void run(() => postJson(`/api/listings/${listing.id}/photos/order`, { photoIds: order }, 'PUT'));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button variant="outlined" component="label" disabled={busy}>
        {translate('resources.listings.photos.add')}
        <input
          hidden
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/avif"
          multiple
          onChange={upload}
        />
      </Button>
      {photos.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {translate('resources.listings.photos.none')}
        </Typography>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mt: 2 }}>
        {photos.map((photo, index) => (
          <Box
            key={photo.id}
            sx={{ border: 1, borderColor: index === 0 ? 'primary.main' : 'divider', borderRadius: 1, p: 1 }}
          >
            <img
              src={photo.urls.thumb}
              alt={translate('resources.listings.photos.alt', { n: index + 1 })}
              width={160}
              style={{ display: 'block' }}
            />
            <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1 }}>
              <IconButton
                aria-label={translate('resources.listings.photos.earlier')}
                disabled={busy || index === 0}
                onClick={() => move(index, -1)}
              >
                <ArrowBackIcon />
              </IconButton>
              <IconButton
                aria-label={translate('resources.listings.photos.delete')}
                disabled={busy}
                onClick={() =>
                  void run(() => postJson(`/api/listings/${listing.id}/photos/${photo.id}`, undefined, 'DELETE'))
                }
              >
                <DeleteIcon />
              </IconButton>
              <IconButton
                aria-label={translate('resources.listings.photos.later')}
                disabled={busy || index === photos.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowForwardIcon />
              </IconButton>
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
