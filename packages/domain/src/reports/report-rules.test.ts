import { describe, expect, it } from 'vitest';
import { reportTypes } from './report-enums.js';
import {
  eventTimesAfterStep,
  eventTimesAfterUndo,
  reportEventOf,
  reportFamilyTypes,
  reportTabs,
  reportTypesOfLabel,
} from './report-rules.js';

const counter = {
  merchantId: null,
  acceptType: 'walkin',
  serviceType: 'express',
  services: [],
  pickupAtPo: false,
  channel: 'counter',
} as const;

describe('reportTypesOfLabel', () => {
  it('puts a counter booking in the walk-in family by its service', () => {
    expect(reportTypesOfLabel(counter)).toEqual(['walkin_express']);
    expect(reportTypesOfLabel({ ...counter, serviceType: 'register' })).toEqual(['walkin_register']);
    for (const serviceType of ['special', 'vpp', 'vpl'] as const) {
      expect(reportTypesOfLabel({ ...counter, serviceType })).toEqual(['walkin_ops']);
    }
  });

  it('puts a merchant’s or an API booking in the online family, COD as VPP, and counts it as a possible return', () => {
    const online = { ...counter, merchantId: 7 };
    expect(reportTypesOfLabel(online)).toEqual(['online_express', 'online_return']);
    expect(reportTypesOfLabel({ ...online, serviceType: 'register' })).toEqual(['online_register', 'online_return']);
    expect(reportTypesOfLabel({ ...online, serviceType: 'special' })).toEqual(['online_register', 'online_return']);
    expect(reportTypesOfLabel({ ...online, serviceType: 'vpl' })).toEqual(['online_vpl', 'online_return']);
    expect(reportTypesOfLabel({ ...online, serviceType: 'vpp' })).toEqual(['online_vpp', 'online_return']);
    expect(reportTypesOfLabel({ ...online, acceptType: 'cod' })).toEqual(['online_vpp', 'online_return', 'emo']);
    expect(reportTypesOfLabel({ ...counter, channel: 'api' })).toEqual(['online_express', 'online_return', 'api']);
  });

  it('adds the channels and services a label has', () => {
    expect(
      reportTypesOfLabel({ ...counter, services: ['sms', 'phone_call', 'pod'], pickupAtPo: true, channel: 'import' }),
    ).toEqual(['walkin_express', 'sms', 'phone', 'hold_mail']);
  });

  it('puts every label in exactly one family', () => {
    for (const merchantId of [null, 1]) {
      for (const serviceType of ['register', 'express', 'special', 'vpp', 'vpl'] as const) {
        for (const acceptType of merchantId ? (['walkin', 'cod'] as const) : (['walkin'] as const)) {
          const types = reportTypesOfLabel({ ...counter, merchantId, serviceType, acceptType });
          expect(types.filter((type) => (reportFamilyTypes as readonly string[]).includes(type))).toHaveLength(1);
        }
      }
    }
  });
});

describe('report tabs and their events', () => {
  it('has the accepted overview first, then one tab per report type', () => {
    expect(reportTabs).toEqual(['accepted', ...reportTypes]);
  });

  it('counts returns when they come back and money orders when the COD is collected, the rest when accepted', () => {
    expect(reportEventOf('online_return')).toBe('returned');
    expect(reportEventOf('emo')).toBe('created');
    expect(reportEventOf('walkin_express')).toBe('accepted');
  });
});

describe('label event times', () => {
  const now = new Date('2026-11-25T03:00:00Z');
  const none = { acceptedAt: null, returnedAt: null };

  it('sets an event the first time its status is reached, and keeps it after', () => {
    expect(eventTimesAfterStep(none, 'accept_from_origin_branch', now)).toEqual({ acceptedAt: now });
    expect(eventTimesAfterStep(none, 'sentback_to_customer', now)).toEqual({ returnedAt: now });
    expect(eventTimesAfterStep(none, 'send_to_destination_branch', now)).toEqual({});
    const earlier = new Date('2026-11-20T03:00:00Z');
    expect(eventTimesAfterStep({ acceptedAt: earlier, returnedAt: earlier }, 'return_confirmed', now)).toEqual({});
  });

  it('undoes an event no status left in the history holds', () => {
    expect(eventTimesAfterUndo(['pending'])).toEqual({ acceptedAt: null, returnedAt: null });
    expect(eventTimesAfterUndo(['pending', 'accept_from_origin_branch'])).toEqual({ returnedAt: null });
    expect(
      eventTimesAfterUndo([
        'pending',
        'accept_from_origin_branch',
        'sendback_to_origin_address',
        'sentback_to_customer',
      ]),
    ).toEqual({});
  });
});
