import ForumIcon from '@mui/icons-material/Forum';
import { lazyView } from '../../components/lazyView';

/** /admin/messages (Conversation list), /admin/messages/{booking|direct}/{conversationId}. */
export const messages = {
  name: 'messages',
  list: lazyView(() => import('./ConversationList')),
  icon: ForumIcon,
  recordRepresentation: (record: { subject?: string | null; id: string }) => record.subject || `#${record.id.slice(-6)}`,
};

export const ConversationShow = lazyView(() => import('./ConversationShow'));
