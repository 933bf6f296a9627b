import { useTranslation } from 'react-i18next';
import { useContact } from '../../app/contact';
import { SocialLinks } from '../../components/SocialLinks';
import type { Market } from '../../lib/market';

export function ContactBlock({ market }: { market: Market }) {
  const { t } = useTranslation('landing');
  const contact = useContact();
  const phone = contact?.phones[market];
  return (
    <section className="landing-section" aria-labelledby="contact-title">
      <div className="landing-section__inner contact">
        <div>
          <h2 id="contact-title" className="landing-section__title">
            {t('contact.title')}
          </h2>
          <p className="landing-section__text">{t('contact.text')}</p>
        </div>
        <dl className="contact__list">
          {phone && (
            <div>
              <dt>{t('contact.phone')}</dt>
              <dd>
                <a href={`tel:${phone.dial}`}>{phone.display}</a>
              </dd>
            </div>
          )}
          {contact && (
            <div>
              <dt>{t('contact.email')}</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
            </div>
          )}
          <div>
            <dt>{t('contact.social')}</dt>
            <dd>
              <SocialLinks />
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
