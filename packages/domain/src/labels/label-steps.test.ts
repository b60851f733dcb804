import { describe, expect, it } from 'vitest';
import { labelStatuses } from './label-enums.js';
import { labelStepRules, labelSteps, stepAppliesFrom, stepFittingStatus } from './label-steps.js';

describe('named counter steps (issue 26 §1)', () => {
  it('never write delivered: that needs a courier’s proof or a counter hand-over', () => {
    for (const step of labelSteps) expect(labelStepRules[step].writes).not.toContain('delivered');
  });

  it('apply only from their own states, and only those the screen sent', () => {
    const acceptDesk = labelStepRules.accept.from;
    expect(stepAppliesFrom('accept', 'send_to_destination_branch', acceptDesk)).toBe(true);
    expect(stepAppliesFrom('accept', 'send_to_destination_address', acceptDesk)).toBe(false);
    // The inbox tab's bulk accept takes only booked parcels, though the step could take in arrivals too.
    expect(stepAppliesFrom('accept', 'send_to_destination_branch', ['pending', 'created'])).toBe(false);
    expect(stepAppliesFrom('accept', 'pending', ['pending', 'created'])).toBe(true);
    // A screen cannot widen a step: out for delivery is never a state accept applies from.
    expect(stepAppliesFrom('accept', 'send_to_destination_address', labelStatuses)).toBe(false);
  });

  it('name the step that fits a refused parcel', () => {
    expect(stepFittingStatus('send_to_destination_address', 'accept')).toBe('courier_return');
    expect(stepFittingStatus('accept_from_origin_branch', 'accept')).toBe('dispatch');
    expect(stepFittingStatus('arrived_to_destination_branch', 'accept')).toBe('out_for_delivery');
    expect(stepFittingStatus('delivered', 'accept')).toBeNull();
  });
});
