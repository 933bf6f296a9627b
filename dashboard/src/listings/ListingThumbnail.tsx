import type { ListingView } from '@creneau/contracts';
import PhotoOutlinedIcon from '@mui/icons-material/PhotoOutlined';
import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** A listing's cover, or a photo sign where it has none yet: an empty grey box read as a broken image. */
export function ListingThumbnail({
  size = { width: 72, height: 54 },
}: {
  label?: string;
  size?: { width: number; height: number };
}) {
  const listing = useRecordContext<ListingView>();
  const photo = listing?.photos[0];
  return (
    <Box
      data-testid={photo ? undefined : 'no-photo'}
      sx={{
        ...size,
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.100',
        color: 'text.secondary',
      }}
    >
      {photo ? (
        <img
          src={photo.urls.thumb}
          alt=""
          width={size.width}
          height={size.height}
          style={{ objectFit: 'cover', display: 'block' }}
          loading="lazy"
        />
      ) : (
        <PhotoOutlinedIcon fontSize="small" aria-hidden />
      )}
    </Box>
  );
}
