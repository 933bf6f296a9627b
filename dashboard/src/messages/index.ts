import MailIcon from '@mui/icons-material/Mail';
import { MessageList } from './MessageList';
import { MessageShow } from './MessageShow';

export const messages = { list: MessageList, show: MessageShow, icon: MailIcon, recordRepresentation: 'subject' };
