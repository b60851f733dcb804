import {
  hasPermission,
  type AccessUser,
  type DispatchDetail,
  type DispatchProgress,
  type MailbagScanResponse,
} from '@waypost/domain';

/** The destination's desk receives a dispatch's bags until the dispatch is closed. */
export function canReceiveDispatch(user: AccessUser, dispatch: Pick<DispatchDetail, 'destination' | 'state'>): boolean {
  return (
    user.branch?.id === dispatch.destination.id &&
    dispatch.state !== 'closed' &&
    hasPermission(user, 'dispatch.receive')
  );
}

/**
 * The advance-list check as the dispatch page knows it before any scan: the listed bags and which are in. The bags
 * received though not on the list only the scans' answers tell.
 */
export function progressOfDispatch(dispatch: DispatchDetail): DispatchProgress {
  const missing = dispatch.bags.filter((bag) => bag.received_at === null);
  return {
    id: dispatch.id,
    dispatch_no: dispatch.dispatch_no,
    bags_expected: dispatch.bags.length,
    bags_received: dispatch.bags.length - missing.length,
    missing_bags: missing.map((bag) => bag.bag_code),
    not_on_list: [],
  };
}

/** The check to show: the last scan's answer for this dispatch, else what the page loaded. */
export function shownProgress(dispatch: DispatchDetail, lastScan: DispatchProgress | null): DispatchProgress {
  return lastScan?.id === dispatch.id ? lastScan : progressOfDispatch(dispatch);
}

/** How a receive scan's answer reads on its log line. */
export type ReceiveOutcome =
  | { kind: 'misSent'; bag: string; destination: string }
  | { kind: 'already'; bag: string }
  | { kind: 'notOnList'; bag: string }
  | { kind: 'received'; bag: string };

/** A scanned bag: not for this branch (mis-sent), already in, in but not on the advance list, or received. */
export function receiveOutcomeOf(answer: MailbagScanResponse): ReceiveOutcome {
  const bag = answer.mailbag.bag_text;
  if (answer.mis_sent) return { kind: 'misSent', bag, destination: answer.mailbag.destination.code };
  if (answer.already) return { kind: 'already', bag };
  if (answer.dispatch?.not_on_list.includes(answer.mailbag.bag_code)) return { kind: 'notOnList', bag };
  return { kind: 'received', bag };
}
