import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roleDefinitions } from '../access/roles.js';
import type { LabelSide, LabelStatus, ShippingType } from './label-enums.js';
import { labelStatuses, labelStatusVariants, shippingTypes } from './label-enums.js';
import { deriveShippingType } from './label-shipping-type.js';
import { allowedLabelActions, holderSides, type StatusTransaction } from './label-status-machine.js';
import {
  publicTrackingViewer,
  statusAudienceAt,
  statusAudiences,
  statusSeenBy,
  visibleSteps,
  type LabelViewer,
  type StatusAudience,
} from './label-visibility.js';

const steps = (...statuses: LabelStatus[]): StatusTransaction[] =>
  statuses.map((status) => ({ status, viewable: true }));
const seen = (shippingType: ShippingType, transactions: StatusTransaction[], viewer: LabelViewer) =>
  visibleSteps({ shippingType, transactions, viewer }).map((step) => step.status);
const audiences = (shippingType: ShippingType, history: LabelStatus[]) =>
  history.map((_, index) => statusAudienceAt(shippingType, history, index));

const sent: LabelStatus[] = ['pending', 'accept_from_origin_branch', 'send_to_destination_branch'];
const delivered: LabelStatus[] = [...sent, 'arrived_to_destination_branch', 'send_to_destination_address', 'delivered'];

describe('statusAudienceAt: each shipping type (spec §4 "Visibility")', () => {
  it.each<[ShippingType, LabelStatus[], StatusAudience[]]>([
    ['normal', delivered, ['sender', 'sender', 'all', 'receiver', 'receiver', 'receiver']],
    [
      'direct',
      ['pending', 'accept_from_origin_branch', 'send_to_destination_address', 'delivered'],
      Array(4).fill('all'),
    ],
    [
      'forward',
      [
        'pending',
        'accept_from_origin_branch',
        'send_to_forward_branch',
        'arrived_to_forward_branch',
        'send_from_forward_branch',
        'send_to_destination_branch',
        'arrived_to_destination_branch',
        'send_to_destination_address',
        'delivered',
      ],
      ['sender', 'sender', 'all', 'all', 'all', 'all', 'receiver', 'receiver', 'receiver'],
    ],
    [
      'redirect',
      [
        ...sent,
        'arrived_to_destination_branch',
        'redirected',
        'send_from_redirect_branch',
        'send_to_destination_branch',
        'arrived_to_destination_branch',
        'send_to_destination_address',
        'delivered',
      ],
      // The redirecting branch's arrival is shown to all, the new destination's arrival to the receiver.
      ['sender', 'sender', 'all', 'all', 'all', 'all', 'all', 'receiver', 'receiver', 'receiver'],
    ],
    [
      'return',
      [
        ...sent,
        'arrived_to_destination_branch',
        'send_to_destination_address',
        'sendback_to_destination_branch',
        'arrived_to_destination_branch',
        'sendback_to_origin_branch',
        'arrived_to_origin_branch',
        'sendback_to_origin_address',
        'sentback_to_customer',
        'return_confirmed',
      ],
      // The steps the destination takes to send it back: both ends; the return at the origin: the sender only.
      [
        'sender',
        'sender',
        'all',
        'receiver',
        'receiver',
        'ends',
        'ends',
        'ends',
        'sender',
        'sender',
        'sender',
        'sender',
      ],
    ],
    [
      'direct_return',
      [
        'pending',
        'accept_from_origin_branch',
        'send_to_destination_address',
        'sendback_to_origin_branch',
        'sendback_to_origin_address',
        'sentback_to_customer',
      ],
      Array(6).fill('all'),
    ],
    [
      'fail_return',
      [...sent, 'arrived_to_destination_branch', 'reject', 'sendback_to_origin_branch', 'sendback_to_origin_address'],
      ['sender', 'sender', 'all', 'receiver', 'ends', 'ends', 'sender'],
    ],
  ])('%s', (shippingType, history, expected) => {
    expect(audiences(shippingType, history)).toEqual(expected);
  });

  it('gives every status on every type an audience', () => {
    for (const type of shippingTypes) {
      for (const status of labelStatuses) expect(statusAudiences).toContain(statusAudienceAt(type, [status], 0));
    }
  });
});

describe('visibleSteps and statusSeenBy', () => {
  const normal = steps(...delivered);

  it('shows the sender its leg up to dispatch and the receiver its leg from the hand-over', () => {
    expect(seen('normal', normal, ['sender'])).toEqual(sent);
    expect(statusSeenBy({ shippingType: 'normal', transactions: normal, viewer: ['sender'] })).toBe(
      'send_to_destination_branch',
    );
    expect(seen('normal', normal, ['receiver'])).toEqual(delivered.slice(2));
    expect(statusSeenBy({ shippingType: 'normal', transactions: normal, viewer: ['receiver'] })).toBe('delivered');
  });

  it('shows the receiver the dispatch it has to act on, and nothing before it', () => {
    expect(statusSeenBy({ shippingType: 'normal', transactions: steps(...sent), viewer: ['receiver'] })).toBe(
      'send_to_destination_branch',
    );
    // Before dispatch the receiver sees no step at all: its status is the default.
    expect(seen('normal', steps('pending', 'accept_from_origin_branch'), ['receiver'])).toEqual([]);
  });

  it('shows head office, public tracking and a branch at both ends everything', () => {
    expect(seen('normal', normal, 'head-office')).toEqual(delivered);
    expect(seen('normal', normal, publicTrackingViewer)).toEqual(delivered);
    expect(seen('normal', normal, ['sender', 'receiver'])).toEqual(delivered);
    expect(seen('direct', steps('pending', 'accept_from_origin_branch'), ['receiver'])).toHaveLength(2);
  });

  it('shows a return at the origin to the sender only', () => {
    const returned = steps(
      ...delivered.slice(0, 5),
      'sendback_to_destination_branch',
      'arrived_to_destination_branch',
      'sendback_to_origin_branch',
      'arrived_to_origin_branch',
      'sendback_to_origin_address',
      'sentback_to_customer',
    );
    expect(seen('return', returned, ['receiver'])).toEqual([
      'send_to_destination_branch',
      'arrived_to_destination_branch',
      'send_to_destination_address',
      'sendback_to_destination_branch',
      'arrived_to_destination_branch',
      'sendback_to_origin_branch',
    ]);
    expect(seen('return', returned, ['sender'])).toEqual([
      ...sent,
      'sendback_to_destination_branch',
      'arrived_to_destination_branch',
      'sendback_to_origin_branch',
      'arrived_to_origin_branch',
      'sendback_to_origin_address',
      'sentback_to_customer',
    ]);
  });

  it('shows the via branch the forward steps and the hand-overs only', () => {
    const forwarded = steps(
      'pending',
      'accept_from_origin_branch',
      'send_to_forward_branch',
      'arrived_to_forward_branch',
      'send_from_forward_branch',
      'send_to_destination_branch',
      'arrived_to_destination_branch',
      'missing',
    );
    expect(seen('forward', forwarded, ['via'])).toEqual([
      'send_to_forward_branch',
      'arrived_to_forward_branch',
      'send_from_forward_branch',
      'send_to_destination_branch',
      'missing',
    ]);
  });

  it('keeps a rolled-back step where it stood, for the side that saw it', () => {
    const rolledBack: StatusTransaction[] = [
      ...steps(...sent, 'arrived_to_destination_branch'),
      { status: 'send_to_destination_address', viewable: false },
    ];
    expect(seen('normal', rolledBack, ['receiver'])).toEqual([
      'send_to_destination_branch',
      'arrived_to_destination_branch',
      'send_to_destination_address',
    ]);
    expect(seen('normal', rolledBack, ['sender'])).toEqual(sent);
    expect(statusSeenBy({ shippingType: 'normal', transactions: rolledBack, viewer: ['receiver'] })).toBe(
      'arrived_to_destination_branch',
    );
    // A rolled-back redirect no longer makes the arrival before it everyone's.
    const undoneRedirect: StatusTransaction[] = [
      ...steps(...sent, 'arrived_to_destination_branch'),
      { status: 'redirected', viewable: false },
    ];
    expect(seen('normal', undoneRedirect, ['sender'])).toEqual([...sent, 'redirected']);
  });

  it('lets no side act on a status it is not shown, and shows every side what it writes', () => {
    const sideChoices: LabelSide[][] = [['sender'], ['receiver'], ['via']];
    const permissions = roleDefinitions['super-admin'].permissions;
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom(...labelStatusVariants),
        fc.array(fc.nat(), { maxLength: 20 }),
        (direct, variant, choices) => {
          const transactions: StatusTransaction[] = [{ status: 'pending', viewable: true }];
          const history = () => transactions.filter((step) => step.viewable).map((step) => step.status);
          const type = () => deriveShippingType({ direct, history: history() });
          const shownTo = (side: LabelSide) => statusSeenBy({ shippingType: type(), transactions, viewer: [side] });
          for (const choice of choices) {
            const offers = sideChoices.flatMap((sides) =>
              allowedLabelActions({ shippingType: type(), history: history(), sides, permissions, variant }).map(
                (offer) => ({ offer, side: sides[0] as LabelSide }),
              ),
            );
            for (const { side } of offers) expect(shownTo(side)).toBe(history().at(-1));
            if (offers.length === 0) break;
            const { offer, side } = offers[choice % offers.length]!;
            if (offer.action === 'rollback') {
              const newest = transactions.filter((step) => step.viewable).at(-1)!;
              newest.viewable = false;
            } else {
              transactions.push({ status: offer.status, viewable: true });
              expect(shownTo(side)).toBe(offer.status);
            }
            for (const holder of holderSides(type(), history())) expect(shownTo(holder)).toBe(history().at(-1));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
