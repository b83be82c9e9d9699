import { useTranslation } from 'react-i18next';
import { Eraser } from 'lucide-react';
import type { User } from '@track-grow/domain/auth';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useChat } from '../hooks/use-chat.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatConversation } from './chat-conversation.tsx';
import { ChatHistoryList } from './chat-history-list.tsx';
import { SuggestedPrompts } from './suggested-prompts.tsx';
import '../i18n.ts';

/** /ai-assistant: the conversation, suggested prompts, the message box and the saved chats. */
export default function AssistantPage() {
  const { t } = useTranslation('assistant');
  const { user } = useCurrentUser();
  return (
    <div className="grid gap-5">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {user ? <Assistant user={user} /> : null}
    </div>
  );
}

function Assistant({ user }: { user: User }) {
  const { t } = useTranslation('assistant');
  const chat = useChat(user);
  const fresh = chat.messages.length <= 1;
  return (
    <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <Card
        aria-label={t('conversation')}
        className="flex h-[min(40rem,calc(100dvh-16rem))] min-h-96 flex-col overflow-hidden"
      >
        <div className="flex items-center justify-end border-b border-border px-3 py-2">
          <Button variant="ghost" size="sm" onClick={chat.clear} disabled={fresh}>
            <Eraser aria-hidden="true" />
            {t('clearChat')}
          </Button>
        </div>
        <ChatConversation
          messages={chat.messages}
          pending={chat.pending}
          footer={fresh ? <SuggestedPrompts onPick={chat.send} disabled={chat.pending} /> : null}
        />
        <ChatComposer onSend={chat.send} disabled={chat.pending} className="border-t border-border p-3" />
      </Card>
      <ChatHistoryList
        history={chat.history}
        timeZone={user.timezone}
        onOpen={chat.open}
        onDelete={chat.remove}
        onClearAll={chat.clearHistory}
      />
    </div>
  );
}
