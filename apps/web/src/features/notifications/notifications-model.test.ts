import { notificationStates, type NotificationTemplatePreviewResponse } from '@waypost/domain';
import { describe, expect, it } from 'vitest';
import {
  hasMovingMessages,
  insertVariable,
  notificationStateColors,
  outboxQueryFrom,
  previewWarnings,
  reportQueryFrom,
} from './notifications-model';

const preview = (
  overrides: Partial<NotificationTemplatePreviewResponse> = {},
): NotificationTemplatePreviewResponse => ({
  text: 'ပါဆယ် YG123456789MM',
  characters: 20,
  encoding: 'ucs2',
  segments: 1,
  unknown_variables: [],
  over_limit: false,
  ...overrides,
});

describe('the outbox', () => {
  it('gives every state a colour: delivered green, failed red, waiting blue', () => {
    expect(Object.keys(notificationStateColors).sort()).toEqual([...notificationStates].sort());
    expect(notificationStateColors).toMatchObject({ delivered: 'green', failed: 'red', queued: 'blue' });
  });

  it('asks again only while a message on the list is queued or sent', () => {
    expect(hasMovingMessages(['delivered', 'sent'])).toBe(true);
    expect(hasMovingMessages(['queued'])).toBe(true);
    expect(hasMovingMessages(['delivered', 'failed', 'opted_out'])).toBe(false);
    expect(hasMovingMessages([])).toBe(false);
  });

  it('reads its filters from the URL and leaves out what is not valid', () => {
    const query = outboxQueryFrom(
      new URLSearchParams('search=%20YG1%20&state=sent&provider=fake&from=2026-11-01&to=2026-11-28&page=3'),
      20,
    );
    expect(query).toEqual({
      page: 3,
      per_page: 20,
      search: 'YG1',
      state: 'sent',
      provider: 'fake',
      from: '2026-11-01',
      to: '2026-11-28',
    });
    expect(
      outboxQueryFrom(new URLSearchParams('state=lost&provider=pigeon&from=2026-11-28&to=2026-11-01&page=x'), 20),
    ).toEqual({ page: 1, per_page: 20 });
    expect(outboxQueryFrom(new URLSearchParams('from=2026-11-01'), 20)).toEqual({ page: 1, per_page: 20 });
  });

  it('reads the cost report by month and branch unless the URL says otherwise', () => {
    expect(reportQueryFrom(new URLSearchParams())).toEqual({ period: 'monthly', scope: 'branch' });
    expect(reportQueryFrom(new URLSearchParams('period=daily&scope=operator&from=2026-11-01&to=2026-11-02'))).toEqual({
      period: 'daily',
      scope: 'operator',
      from: '2026-11-01',
      to: '2026-11-02',
    });
    expect(reportQueryFrom(new URLSearchParams('period=weekly&scope=planet'))).toEqual({
      period: 'monthly',
      scope: 'branch',
    });
  });
});

describe('the template editor', () => {
  it('warns of an empty text before anything else', () => {
    expect(previewWarnings('  ', preview({ over_limit: true }), 2)).toEqual([{ kind: 'empty' }]);
  });

  it('warns of unknown variables and of more parts than the limit, and of nothing otherwise', () => {
    expect(previewWarnings('text', preview(), 2)).toEqual([]);
    expect(previewWarnings('text', undefined, 2)).toEqual([]);
    expect(
      previewWarnings('text', preview({ unknown_variables: ['code', 'nme'], over_limit: true, segments: 3 }), 2),
    ).toEqual([
      { kind: 'unknown_variables', names: 'code, nme' },
      { kind: 'over_limit', segments: 3, limit: 2 },
    ]);
  });

  it('inserts a variable at the caret, or at the end when there is none', () => {
    expect(insertVariable('Parcel  is out', 'tracking_code', 7)).toEqual({
      body: 'Parcel {{tracking_code}} is out',
      caret: 24,
    });
    expect(insertVariable('Track: ', 'link', null)).toEqual({ body: 'Track: {{link}}', caret: 15 });
    expect(insertVariable('abc', 'link', 99).body).toBe('abc{{link}}');
  });
});
