import type { VisitorMessagesPage } from '@creneau/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/forms/FormMessages';
import { useApiGet } from '../../session/useApiGet';
import { MessageItem } from './MessageItem';

const PER_PAGE = 10;

/** "My messages": what the product sent to this person, newest first, ten at a time. */
export function MyMessages() {
  const { t } = useTranslation(['web', 'global']);
  const [page, setPage] = useState(1);
  const messages = useApiGet<VisitorMessagesPage>(`/api/visitor/messages?page=${page}&perPage=${PER_PAGE}`);
  const data = messages.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.perPage)) : 1;
  return (
    <section className="card" aria-labelledby="my-messages-title" aria-busy={messages.loading}>
      <h2 id="my-messages-title" className="card__title">
        {t('visitorMessages.title')}
      </h2>
      <p className="card__intro">{t('visitorMessages.intro')}</p>
      {messages.error && (
        <FormAlert>{`${t('visitorMessages.loadFailed')} ${t(`global:${messages.error.key}`)}`}</FormAlert>
      )}
      {data?.total === 0 && <p>{t('visitorMessages.none')}</p>}
      {data && data.items.length > 0 && (
        <ul className="message-list">
          {data.items.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="pager" aria-label={t('visitorMessages.pagination')}>
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={page <= 1 || undefined}
            onClick={() => page > 1 && setPage(page - 1)}
          >
            {t('visitorMessages.previous')}
          </button>
          <span className="pager__label">{t('visitorMessages.page', { page, pages })}</span>
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={page >= pages || undefined}
            onClick={() => page < pages && setPage(page + 1)}
          >
            {t('visitorMessages.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
