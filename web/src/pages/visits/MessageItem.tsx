import type { VisitorMessage } from '@creneau/contracts';
import { useTranslation } from 'react-i18next';
import { formatSent } from '../../lib/formats';

/** One e-mail or SMS: what it was about and when, its text behind a disclosure. */
export function MessageItem({ message }: { message: VisitorMessage }) {
  const { t, i18n } = useTranslation('web');
  // A purpose added to the product later than this catalogue still reads as "a message".
  const purpose = i18n.exists(`web:visitorMessages.purpose.${message.purpose}`)
    ? t(`visitorMessages.purpose.${message.purpose as 'other'}`)
    : t('visitorMessages.purpose.other');
  const sent = message.sentAt ?? message.createdAt;
  return (
    <li className="message-item">
      <div className="message-item__head">
        <span className={`message-channel message-channel--${message.channel}`}>
          {t(`visitorMessages.${message.channel}`)}
        </span>
        <time dateTime={sent} className="message-item__date">
          {formatSent(sent, i18n.language)}
        </time>
        <span className="message-item__status">{t(`visitorMessages.status.${message.status}`)}</span>
      </div>
      <p className="message-item__subject">{message.subject || purpose}</p>
      {message.bodyText && (
        <details className="message-item__body">
          <summary>{t('visitorMessages.show')}</summary>
          <p>{message.bodyText}</p>
        </details>
      )}
    </li>
  );
}
