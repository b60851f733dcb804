import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roleDefinitions } from '../access/roles.js';
import type { LabelAction, LabelSide, LabelStatus, LabelStatusVariant, ShippingType } from './label-enums.js';
import { labelStatuses, labelStatusVariants, progressGroups, shippingTypes } from './label-enums.js';
import {
  allowedLabelActions,
  canDeleteLabelTransaction,
  deriveLabelStatus,
  holderSides,
  labelSidesFor,
  nextStatus,
  pathPosition,
  progressGroup,
  statusPath,
  viewableHistory,
} from './label-status-machine.js';
import { deriveShippingType } from './label-shipping-type.js';

const allPermissions = roleDefinitions['super-admin'].permissions;

describe('statusPath (spec §4 "Status paths by shipping type")', () => {
  it.each<[ShippingType, LabelStatus[]]>([
    [
      'normal',
      [
        'pending',
        'accept_from_origin_branch',
        'send_to_destination_branch',
        'arrived_to_destination_branch',
        'send_to_destination_address',
        'delivered',
      ],
    ],
    ['direct', ['pending', 'accept_from_origin_branch', 'send_to_destination_address', 'delivered']],
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
    ],
    [
      'redirect',
      [
        'pending',
        'accept_from_origin_branch',
        'send_to_destination_branch',
        'arrived_to_destination_branch',
        'redirected',
        'send_from_redirect_branch',
        'send_to_destination_branch',
        'arrived_to_destination_branch',
        'send_to_destination_address',
        'delivered',
      ],
    ],
    [
      'return',
      [
        'pending',
        'accept_from_origin_branch',
        'send_to_destination_branch',
        'arrived_to_destination_branch',
        'send_to_destination_address',
        'sendback_to_destination_branch',
        'arrived_to_destination_branch',
        'sendback_to_origin_branch',
        'arrived_to_origin_branch',
        'sendback_to_origin_address',
        'sentback_to_customer',
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
    ],
    ['fail_return', ['sendback_to_origin_branch', 'sendback_to_origin_address']],
  ])('variant 1 %s', (shippingType, path) => {
    expect(statusPath(shippingType)).toEqual(path);
    expect(statusPath(shippingType, 1)).toEqual(path);
  });

  it.each<[ShippingType, boolean, boolean]>([
    ['normal', true, false],
    ['forward', true, false],
    ['redirect', true, false],
    ['return', true, true],
    ['direct', false, false],
    ['direct_return', false, true],
    ['fail_return', false, true],
  ])('variant 2 %s: accept_by_transport %s, return_confirmed at the end %s', (shippingType, transport, confirmed) => {
    const expected: LabelStatus[] = [...statusPath(shippingType, 1)];
    if (transport) expected.splice(2, 0, 'accept_by_transport');
    if (confirmed) expected.push('return_confirmed');
    expect(statusPath(shippingType, 2)).toEqual(expected);
  });
});

describe('nextStatus', () => {
  it('walking any path from its first status visits exactly that path and ends with null', () => {
    fc.assert(
      fc.property(fc.constantFrom(...shippingTypes), fc.constantFrom(...labelStatusVariants), (type, variant) => {
        const path = statusPath(type, variant);
        const walked: LabelStatus[] = [path[0] as LabelStatus];
        for (let step = 0; step < 50; step += 1) {
          const next = nextStatus({ shippingType: type, history: walked, variant });
          if (next === null) break;
          walked.push(next);
        }
        expect(walked).toEqual(path);
        expect(nextStatus({ shippingType: type, history: walked, variant })).toBeNull();
      }),
    );
  });

  it('starts a path with its first status when no status of the history is on it', () => {
    expect(nextStatus({ shippingType: 'normal', history: [] })).toBe('pending');
    expect(nextStatus({ shippingType: 'fail_return', history: ['pending', 'reject'] })).toBe(
      'sendback_to_origin_branch',
    );
  });

  it('tells the two arrivals of a redirect apart by the statuses before them', () => {
    const base: LabelStatus[] = ['pending', 'accept_from_origin_branch', 'send_to_destination_branch'];
    expect(nextStatus({ shippingType: 'redirect', history: [...base, 'arrived_to_destination_branch'] })).toBe(
      'redirected',
    );
    const second: LabelStatus[] = [
      ...base,
      'arrived_to_destination_branch',
      'redirected',
      'send_from_redirect_branch',
      'send_to_destination_branch',
      'arrived_to_destination_branch',
    ];
    expect(nextStatus({ shippingType: 'redirect', history: second })).toBe('send_to_destination_address');
  });

  it('skips statuses off the path: a forward leg inside a return, a missing mark', () => {
    const history: LabelStatus[] = [
      'pending',
      'accept_from_origin_branch',
      'send_to_forward_branch',
      'arrived_to_forward_branch',
      'send_from_forward_branch',
      'send_to_destination_branch',
      'arrived_to_destination_branch',
      'send_to_destination_address',
      'sendback_to_destination_branch',
    ];
    expect(nextStatus({ shippingType: 'return', history })).toBe('arrived_to_destination_branch');
    expect(nextStatus({ shippingType: 'return', history: [...history, 'arrived_to_destination_branch'] })).toBe(
      'sendback_to_origin_branch',
    );
    expect(nextStatus({ shippingType: 'normal', history: ['pending', 'accept_from_origin_branch', 'missing'] })).toBe(
      'send_to_destination_branch',
    );
  });

  it('returns a redirected parcel through the branch it was redirected to', () => {
    const history: LabelStatus[] = [
      'pending',
      'accept_from_origin_branch',
      'send_to_destination_branch',
      'arrived_to_destination_branch',
      'redirected',
      'send_from_redirect_branch',
      'send_to_destination_branch',
      'arrived_to_destination_branch',
      'send_to_destination_address',
      'sendback_to_destination_branch',
      'arrived_to_destination_branch',
    ];
    expect(nextStatus({ shippingType: 'return', history })).toBe('sendback_to_origin_branch');
  });

  it('pathPosition is −1 when nothing matches', () => {
    expect(pathPosition(statusPath('fail_return'), ['pending'])).toBe(-1);
  });
});

describe('deriveLabelStatus (spec §4 "Derivation")', () => {
  it.each<[Array<[LabelStatus, boolean]>, LabelStatus]>([
    [[], 'pending'],
    [[['pending', false]], 'pending'],
    [
      [
        ['pending', true],
        ['accept_from_origin_branch', true],
      ],
      'accept_from_origin_branch',
    ],
    [
      [
        ['pending', true],
        ['accept_from_origin_branch', true],
        ['send_to_destination_branch', false],
      ],
      'accept_from_origin_branch',
    ],
  ])('%j → %s', (log, status) => {
    expect(deriveLabelStatus(log.map(([s, viewable]) => ({ status: s, viewable })))).toBe(status);
  });

  it('equals the newest viewable status for any log', () => {
    const transaction = fc.record({ status: fc.constantFrom(...labelStatuses), viewable: fc.boolean() });
    fc.assert(
      fc.property(fc.array(transaction, { maxLength: 30 }), (log) => {
        const viewable = log.filter((t) => t.viewable);
        expect(deriveLabelStatus(log)).toBe(viewable.length ? viewable[viewable.length - 1]?.status : 'pending');
        expect(viewableHistory(log)).toEqual(viewable.map((t) => t.status));
      }),
    );
  });
});

describe('progressGroup', () => {
  it.each<[LabelStatus, string]>([
    ['pending', 'process'],
    ['accept_from_origin_branch', 'process'],
    ['send_to_destination_branch', 'ongoing'],
    ['send_to_destination_address', 'ongoing'],
    ['missing', 'ongoing'],
    ['delivered', 'delivered'],
    ['sendback_to_origin_branch', 'returned'],
    ['sentback_to_customer', 'returned'],
    ['reject', 'returned'],
  ])('%s → %s', (status, group) => {
    expect(progressGroup(status)).toBe(group);
  });

  it('puts every status in a group', () => {
    for (const status of labelStatuses) expect(progressGroups).toContain(progressGroup(status));
  });
});

describe('sides', () => {
  it('finds the sides a user acts for', () => {
    const label = { acceptBranchId: 1, deliverBranchId: 2, viaBranchId: 3 };
    expect(labelSidesFor({ ...label, userBranchIds: [1] })).toEqual(['sender']);
    expect(labelSidesFor({ ...label, userBranchIds: [2, 3] })).toEqual(['receiver', 'via']);
    expect(labelSidesFor({ acceptBranchId: 1, deliverBranchId: 1, viaBranchId: null, userBranchIds: [1] })).toEqual([
      'sender',
      'receiver',
    ]);
    expect(labelSidesFor({ ...label, userBranchIds: [] })).toEqual([]);
  });

  it('lets a missing parcel stay with its last holder', () => {
    expect(
      holderSides('normal', ['pending', 'accept_from_origin_branch', 'send_to_destination_branch', 'missing']),
    ).toEqual(['receiver']);
    expect(holderSides('normal', [])).toEqual(['sender']);
    expect(holderSides('direct', ['pending'])).toEqual(['sender', 'receiver']);
  });
});

/** A label under test: applies allowed actions as the server would, re-deriving the shipping type each time. */
function simulate(direct = false, variant: LabelStatusVariant = 1) {
  const history: LabelStatus[] = ['pending'];
  const type = () => deriveShippingType({ direct, history });
  const actions = (sides: LabelSide[], permissions: readonly string[] = allPermissions) =>
    allowedLabelActions({ shippingType: type(), history, sides, permissions, variant });
  const names = (sides: LabelSide[]) => actions(sides).map((a) => a.action);
  const act = (action: LabelAction, sides: LabelSide[]) => {
    const allowed = actions(sides).find((a) => a.action === action);
    if (!allowed) throw new Error(`${action} not allowed for ${sides.join()} at ${history.join(' > ')}`);
    if (action === 'rollback') history.pop();
    else history.push(allowed.status);
    return allowed;
  };
  return { history, type, actions, names, act };
}

describe('allowedLabelActions', () => {
  it('walks a normal label: origin until dispatch, destination from arrival', () => {
    const label = simulate();
    expect(label.names(['receiver'])).toEqual([]);
    label.act('next', ['sender']);
    expect(label.history.at(-1)).toBe('accept_from_origin_branch');
    expect(label.names(['sender'])).toEqual(['next', 'rollback', 'forward', 'missing', 'sendback_to_origin_address']);
    label.act('next', ['sender']);
    expect(label.names(['sender'])).toEqual(['rollback']);
    expect(label.names(['receiver'])).toEqual(['next', 'missing']);
    label.act('next', ['receiver']);
    // Waiting at the destination: out for delivery, or handed over at the counter to the receiver.
    expect(label.names(['receiver'])).toEqual([
      'next',
      'hand_over',
      'rollback',
      'redirect',
      'return',
      'reject',
      'missing',
    ]);
    expect(label.actions(['receiver']).find((a) => a.action === 'hand_over')?.status).toBe('delivered');
    label.act('next', ['receiver']);
    // Out for delivery: only the courier's proof (deliver) reaches delivered; no `next` writes it.
    expect(label.names(['receiver'])).toEqual(['deliver', 'rollback', 'return', 'missing']);
    expect(label.actions(['receiver'], ['label.update-status', 'label.rollback']).map((a) => a.action)).not.toContain(
      'deliver',
    );
    label.act('deliver', ['receiver']);
    expect(label.history.at(-1)).toBe('delivered');
    expect(label.names(['receiver'])).toEqual(['rollback']);
    expect(label.type()).toBe('normal');
  });

  it('walks every shipping type to its end with the right sides, in both variants', () => {
    for (const variant of labelStatusVariants) {
      const scripts: Array<[boolean, Array<[LabelAction, LabelSide[]]>, ShippingType]> = [
        [
          false,
          [
            ['next', ['sender']],
            ['next', ['sender']],
            ['next', ['receiver']],
            ['next', ['receiver']],
            ['deliver', ['receiver']],
          ],
          'normal',
        ],
        [
          true,
          [
            ['next', ['sender']],
            ['next', ['sender']],
            ['deliver', ['receiver']],
          ],
          'direct',
        ],
        [
          false,
          [
            ['next', ['sender']],
            ['forward', ['sender']],
            ['next', ['via']],
            ['next', ['via']],
            ['next', ['via']],
            ['next', ['receiver']],
            ['next', ['receiver']],
            ['deliver', ['receiver']],
          ],
          'forward',
        ],
        [
          false,
          [
            ['next', ['sender']],
            ['next', ['sender']],
            ['next', ['receiver']],
            ['redirect', ['receiver']],
            ['next', ['via']],
            ['next', ['via']],
            ['next', ['receiver']],
            ['next', ['receiver']],
            ['deliver', ['receiver']],
          ],
          'redirect',
        ],
        [
          false,
          [
            ['next', ['sender']],
            ['next', ['sender']],
            ['next', ['receiver']],
            ['next', ['receiver']],
            ['return', ['receiver']],
            ['next', ['receiver']],
            ['next', ['receiver']],
            ['next', ['sender']],
            ['next', ['sender']],
            ['next', ['sender']],
          ],
          'return',
        ],
        [
          true,
          [
            ['next', ['sender']],
            ['next', ['sender']],
            ['return', ['receiver']],
            ['next', ['sender']],
            ['next', ['sender']],
          ],
          'direct_return',
        ],
        [
          false,
          [
            ['next', ['sender']],
            ['next', ['sender']],
            ['next', ['receiver']],
            ['reject', ['receiver']],
            ['next', ['receiver']],
            ['next', ['sender']],
          ],
          'fail_return',
        ],
      ];
      for (const [direct, script, expectedType] of scripts) {
        const label = simulate(direct, variant);
        for (const [action, sides] of script) {
          label.act(action, sides);
          // variant 2 inserts accept_by_transport: one more origin step right after acceptance
          if (variant === 2 && label.history.at(-1) === 'accept_from_origin_branch' && !direct)
            label.act('next', ['sender']);
        }
        if (variant === 2 && expectedType.endsWith('return')) label.act('next', ['sender']);
        expect(label.type()).toBe(expectedType);
        const path = statusPath(expectedType, variant);
        expect(label.history.slice(-path.length)).toEqual(path.slice(-path.length));
        expect(nextStatus({ shippingType: label.type(), history: label.history, variant })).toBeNull();
      }
    }
  });

  it('confirms a return after the end in variant 1 and by `next` in variant 2', () => {
    const v1 = simulate(true, 1);
    for (const [action, sides] of [
      ['next', ['sender']],
      ['next', ['sender']],
      ['return', ['receiver']],
      ['next', ['sender']],
      ['next', ['sender']],
    ] as Array<[LabelAction, LabelSide[]]>) {
      v1.act(action, sides);
    }
    expect(v1.names(['sender'])).toContain('return_confirm');
    v1.act('return_confirm', ['sender']);
    expect(v1.history.at(-1)).toBe('return_confirmed');
    expect(v1.names(['sender'])).toEqual(['rollback']);

    const v2 = simulate(true, 2);
    for (const [action, sides] of [
      ['next', ['sender']],
      ['next', ['sender']],
      ['return', ['receiver']],
      ['next', ['sender']],
      ['next', ['sender']],
    ] as Array<[LabelAction, LabelSide[]]>) {
      v2.act(action, sides);
    }
    expect(v2.actions(['sender']).find((a) => a.action === 'next')?.status).toBe('return_confirmed');
    expect(v2.names(['sender'])).not.toContain('return_confirm');
  });

  it('asks for confirmation where spec §8 does', () => {
    const label = simulate();
    label.act('next', ['sender']);
    expect(label.actions(['sender']).find((a) => a.action === 'rollback')?.confirmKey).toBe('labelConfirm.rollback');
    const sendback = label.act('sendback_to_origin_address', ['sender']);
    expect(sendback.confirmKey).toBe('labelConfirm.sendbackToOriginAddress');
    expect(label.type()).toBe('return');
    expect(label.names(['sender'])).toEqual(['next', 'rollback', 'missing']);
    label.act('next', ['sender']);
    expect(label.history.at(-1)).toBe('sentback_to_customer');

    const returning = simulate();
    for (const side of ['sender', 'sender', 'receiver'] as LabelSide[]) returning.act('next', [side]);
    returning.act('return', ['receiver']);
    expect(returning.history.at(-1)).toBe('sendback_to_origin_branch');
    const arrive = returning.actions(['sender']).find((a) => a.action === 'next');
    expect(arrive).toMatchObject({
      status: 'arrived_to_origin_branch',
      confirmKey: 'labelConfirm.arrivedbackToOriginBranch',
    });
    expect(returning.names(['sender'])).not.toContain('arrivedback_to_origin_branch');
    returning.act('next', ['sender']);
    expect(returning.actions(['sender']).find((a) => a.action === 'next')?.confirmKey).toBe(
      'labelConfirm.sendbackToOriginAddress',
    );
  });

  it('records the arrival back at origin where the path skips it', () => {
    const label = simulate();
    for (const side of ['sender', 'sender', 'receiver'] as LabelSide[]) label.act('next', [side]);
    label.act('reject', ['receiver']);
    label.act('next', ['receiver']);
    expect(label.history.at(-1)).toBe('sendback_to_origin_branch');
    expect(label.names(['sender'])).toEqual(['next', 'missing', 'arrivedback_to_origin_branch']);
    label.act('arrivedback_to_origin_branch', ['sender']);
    expect(label.type()).toBe('fail_return');
    expect(label.names(['sender'])).toEqual(['next', 'rollback', 'missing']);
    expect(label.actions(['sender'])[0]?.status).toBe('sendback_to_origin_address');
  });

  it('marks a parcel missing and carries on when it is found', () => {
    const label = simulate();
    label.act('next', ['sender']);
    label.act('next', ['sender']);
    label.act('missing', ['receiver']);
    expect(label.names(['receiver'])).toEqual(['next', 'rollback']);
    label.act('next', ['receiver']);
    expect(label.history.at(-1)).toBe('arrived_to_destination_branch');
  });

  it('waits on a pending decision', () => {
    const actions = allowedLabelActions({
      shippingType: 'normal',
      history: [
        'pending',
        'accept_from_origin_branch',
        'send_to_destination_branch',
        'arrived_to_destination_branch',
        'pending_reject',
      ],
      sides: ['receiver'],
      permissions: allPermissions,
    });
    expect(actions.map((a) => a.action)).toEqual(['rollback']);
  });

  it('offers each action only with its permission', () => {
    const label = simulate();
    label.act('next', ['sender']);
    expect(label.actions(['sender'], ['label.view'])).toEqual([]);
    expect(label.actions(['sender'], ['label.rollback']).map((a) => a.action)).toEqual(['rollback']);
    expect(
      label
        .actions(['sender'])
        .filter((a) => a.needsBranch)
        .map((a) => a.action),
    ).toEqual(['forward']);
  });

  it('does not forward a direct label nor redirect twice', () => {
    const direct = simulate(true);
    direct.act('next', ['sender']);
    expect(direct.names(['sender'])).not.toContain('forward');
    const label = simulate();
    for (const side of ['sender', 'sender', 'receiver'] as LabelSide[]) label.act('next', [side]);
    label.act('redirect', ['receiver']);
    for (const side of ['via', 'via', 'receiver'] as LabelSide[]) label.act('next', [side]);
    expect(label.names(['receiver'])).toEqual(['next', 'hand_over', 'rollback', 'return', 'reject', 'missing']);
  });
});

describe('canDeleteLabelTransaction', () => {
  const history: LabelStatus[] = ['pending', 'accept_from_origin_branch', 'send_to_destination_branch'];
  const base = { shippingType: 'normal' as const, history, permissions: allPermissions };
  it.each<[number, LabelSide[], readonly string[], boolean]>([
    [2, ['sender'], allPermissions, true],
    [2, ['receiver'], allPermissions, false],
    [1, ['sender'], allPermissions, false],
    [2, ['sender'], ['label.rollback'], false],
  ])('index %i by %j → %s', (index, sides, permissions, allowed) => {
    expect(canDeleteLabelTransaction({ ...base, index, sides, permissions })).toBe(allowed);
  });
  it('never deletes the first transaction', () => {
    expect(canDeleteLabelTransaction({ ...base, history: ['pending'], index: 0, sides: ['sender'] })).toBe(false);
  });
});
