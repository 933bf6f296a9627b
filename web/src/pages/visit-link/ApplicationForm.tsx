import type { ShortLinkView } from '@creneau/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormNotice } from '../../components/forms/FormMessages';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { useAction } from '../../components/forms/useAction';
import { problemsOf, type Problem } from '../booking/booking-errors';
import { QuestionField } from '../booking/QuestionField';
import { ApplicationError, sendApplication } from './application-api';

interface ApplicationFormProps {
  code: string;
  view: ShortLinkView;
  onSent(view: ShortLinkView): void;
}

/**
 * After the visit, the questions the listing's region allows with an application (resources,
 * household): every answer optional, never shown back once sent (the link may be forwarded).
 */
export function ApplicationForm({ code, view, onSent }: ApplicationFormProps) {
  const { t, i18n } = useTranslation(['web', 'global', 'enums']);
  const { questions, region, transaction, answeredAt } = view.application;
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Partial<Record<string, Problem>>>({});
  const [sent, setSent] = useState(false);
  const inputs = useRef<Partial<Record<string, HTMLElement | null>>>({});
  const keys = questions.map(({ key }) => key);
  const send = useAction(async () => {
    setProblems({});
    const body = Object.fromEntries(
      questions
        .filter(({ key }) => (answers[key] ?? '') !== '')
        .map(({ key, kind }) => [key, kind === 'number' ? Number(answers[key]) : answers[key]]),
    );
    try {
      onSent(await sendApplication(code, body));
      setSent(true);
    } catch (error) {
      if (error instanceof ApplicationError) {
        const found = problemsOf(error.code, error.fields, questions, keys);
        setProblems(found);
        const first = keys.find((key) => found[key]);
        if (first) inputs.current[first]?.focus();
      }
      throw error;
    }
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send.run();
  };
  const problem = (key: string) => {
    const found = problems[key];
    return found && t(found.key, found.values);
  };
  const date = answeredAt && new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(answeredAt));
  return (
    <section className="visit-link__application" aria-labelledby="application-title">
      <h2 id="application-title" className="visit-link__application-title">
        {t('visitLink.application.title')}
      </h2>
      <p className="field__hint">{t('visitLink.application.lead')}</p>
      <p className="field__hint">
        {t('booking.applicantData.basis', { basis: t(`enums:legalBasis.${region}.${transaction}`) })}
      </p>
      <form className="form" noValidate onSubmit={submit}>
        {questions.map((question) => (
          <QuestionField
            key={question.key}
            question={question}
            transaction={transaction}
            value={answers[question.key] ?? ''}
            error={problem(question.key)}
            // Every resource counts in Belgium, whatever its origin: say so where the amount is asked.
            hint={
              question.key === 'monthlyResources' && region !== 'FR'
                ? t('booking.questions.monthlyResourcesHint')
                : undefined
            }
            onChange={(value) => setAnswers((current) => ({ ...current, [question.key]: value }))}
            inputRef={(element) => {
              inputs.current[question.key] = element;
            }}
          />
        ))}
        {send.error && <FormAlert>{t(`global:${send.error.key}`)}</FormAlert>}
        <FormNotice>
          {sent ? t('visitLink.application.sent') : date ? t('visitLink.application.sentAt', { date }) : undefined}
        </FormNotice>
        <SubmitButton pending={send.pending} pendingLabel={t('visitLink.application.submitting')}>
          {t('visitLink.application.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
