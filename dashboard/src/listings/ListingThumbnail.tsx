import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';

interface WithPhotos {
  photos: { urls: { thumb: string } }[];
}

export function ListingThumbnail(_: { label?: string }) {
  const listing = useRecordContext<WithPhotos>();
  const photo = listing?.photos[0];
  return (
    <Box sx={{ width: 72, height: 54, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.200' }}>
      {photo && (
        <img
          src={photo.urls.thumb}
          alt=""
          width={72}
          height={54}
          style={{ objectFit: 'cover', display: 'block' }}
          loading="lazy"
        />
      )}
    </Box>
  );
}
