import ArchiveIcon from '@mui/icons-material/Archive';
import { Button, useListContext, useNotify, useRefresh, useUnselectAll } from 'react-admin';
import { postJson } from '../providers/session';

export function ArchiveButton() {
  const { selectedIds } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('listings');
  const archive = async () => {
    try {
      const { ids } = await postJson<{ ids: string[] }>('/api/listings/archive', { ids: selectedIds });
      notify('resources.listings.archived', { messageArgs: { smart_count: ids.length } });
      unselectAll();
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Button label="resources.listings.archive" onClick={() => void archive()}>
      <ArchiveIcon />
    </Button>
  );
}
