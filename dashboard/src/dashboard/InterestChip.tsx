import ThumbDownOffAltIcon from '@mui/icons-material/ThumbDownOffAlt';
import ThumbUpOffAltIcon from '@mui/icons-material/ThumbUpOffAlt';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The candidate's one-tap answer after the visit (the /i/ link): still interested or not. */
export function InterestChip({ interested }: { interested: boolean | null | undefined }) {
  const translate = useTranslate();
  if (interested === null || interested === undefined) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={interested ? 'success' : 'default'}
      icon={interested ? <ThumbUpOffAltIcon /> : <ThumbDownOffAltIcon />}
      label={translate(interested ? 'dashboard.interest.yes' : 'dashboard.interest.no')}
    />
  );
}
