import ForumIcon from '@mui/icons-material/Forum';
import { lazyView } from '../../components/lazyView';
import { conversationTitle } from '../../../../cms/domain/messaging/title';

/** /admin/messages (Conversation list), /admin/messages/{booking|direct}/{conversationId}. */
export const messages = {
  name: 'messages',
  list: lazyView(() => import('./ConversationList')),
  icon: ForumIcon,
  recordRepresentation: (record: { subject?: string | null }) => conversationTitle(record.subject) || 'Samtale uden emne',
};

export const ConversationShow = lazyView(() => import('./ConversationShow'));
