import { classifyInboundSms } from './keywords';

describe('classifyInboundSms', () => {
  it.each(['STOP', 'stop', ' Stop. ', 'STOPALL', 'UNSUBSCRIBE', 'ARRET', 'Arrêt', 'ARRÊT!', 'STOPP', 'stop sms'])(
    'reads %j as an opt-out',
    (body) => expect(classifyInboundSms(body)).toBe('opt_out'),
  );

  it.each(['START', 'start', 'Unstop'])('reads %j as an opt-in', (body) => {
    expect(classifyInboundSms(body)).toBe('opt_in');
  });

  it.each(['OUI', 'Non', 'JA', 'nee', 'YES', 'no', 'stop the visit please', 'Annuler', ''])(
    'leaves %j to the reply handler',
    (body) => expect(classifyInboundSms(body)).toBe('reply'),
  );
});
