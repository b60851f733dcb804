/**
 * Every error the API answers with: its HTTP status and the message key the server localizes. 401 and 500 keep the
 * spec's fixed English texts (spec §8) so that clients can rely on them; the web localizes those by status.
 */
export const appErrorCodes = {
  VALIDATION_FAILED: { status: 422, messageKey: 'error.validationFailed' },
  /** Merchant accounts (issue 30 §1): an invitation used or run out; 2-step verification. */
  INVITE_GONE: { status: 410, messageKey: 'merchantUser.inviteGone' },
  TWO_STEP_SETUP_REQUIRED: { status: 403, messageKey: 'twoStep.setupRequired' },
  TWO_STEP_ALREADY_ON: { status: 409, messageKey: 'twoStep.alreadyOn' },
  TWO_STEP_NOT_STARTED: { status: 409, messageKey: 'twoStep.notStarted' },
  TWO_STEP_REQUIRED_BY_ROLE: { status: 409, messageKey: 'twoStep.requiredByRole' },
  INVALID_CREDENTIAL: { status: 401, messageKey: 'error.invalidCredential' },
  UNAUTHORIZED: { status: 401, messageKey: 'error.unauthorized' },
  /** The route needs the password typed again within the last 5 minutes (POST /api/reauth). */
  REAUTH_REQUIRED: { status: 401, messageKey: 'error.reauthRequired' },
  ACCOUNT_SUSPENDED: { status: 403, messageKey: 'error.accountSuspended' },
  ACCOUNT_BANNED: { status: 403, messageKey: 'error.accountBanned' },
  FORBIDDEN: { status: 403, messageKey: 'error.forbidden' },
  CSRF_REFUSED: { status: 403, messageKey: 'error.csrfRefused' },
  /** A session call without this deployment's client id (X-Api-Token, spec §7): not a secret, it names the client. */
  API_CLIENT_UNKNOWN: { status: 400, messageKey: 'error.apiClientUnknown' },
  BRANCH_NOT_JOINTED: { status: 403, messageKey: 'error.branchNotJointed' },
  NOT_FOUND: { status: 404, messageKey: 'error.notFound' },
  METHOD_NOT_ALLOWED: { status: 405, messageKey: 'error.methodNotAllowed' },
  CONFLICT: { status: 409, messageKey: 'error.conflict' },
  LABEL_STATUS_STALE: { status: 409, messageKey: 'error.labelStatusStale' },
  LABEL_STATUS_AT_END: { status: 409, messageKey: 'error.labelStatusAtEnd' },
  LABEL_ACTION_NOT_ALLOWED: { status: 409, messageKey: 'error.labelActionNotAllowed' },
  LABEL_STEP_REFUSED: { status: 409, messageKey: 'error.labelStepRefused' },
  LABEL_STEP_NOT_APPLICABLE: { status: 409, messageKey: 'error.labelStepNotApplicable' },
  LABEL_DELIVER_NEEDS_PROOF: { status: 409, messageKey: 'error.labelDeliverNeedsProof' },
  /** Money POSTs (money design §5): the key is required, used once per request body, and replays the answer. */
  IDEMPOTENCY_KEY_REQUIRED: { status: 400, messageKey: 'error.idempotencyKeyRequired' },
  IDEMPOTENCY_KEY_REUSED: { status: 409, messageKey: 'error.idempotencyKeyReused' },
  CLEARANCE_LABELS_TAKEN: { status: 409, messageKey: 'error.clearanceLabelsTaken' },
  CLEARANCE_NOT_PENDING: { status: 409, messageKey: 'error.clearanceNotPending' },
  CLEARANCE_NEEDS_APPROVAL: { status: 409, messageKey: 'error.clearanceNeedsApproval' },
  CLEARANCE_SELF_APPROVAL: { status: 403, messageKey: 'error.clearanceSelfApproval' },
  CLEARANCE_NOT_LATEST: { status: 409, messageKey: 'error.clearanceNotLatest' },
  COD_MONEY_MOVED: { status: 409, messageKey: 'error.codMoneyMoved' },
  /** Four eyes (issue 12): who recorded an expense never decides it; a decided one stays decided. */
  EXPENSE_OWN_RECORD: { status: 403, messageKey: 'expense.ownRecord' },
  EXPENSE_NOT_PENDING: { status: 409, messageKey: 'expense.notPending' },
  /** Deliveries (issue 12): a label is out on one run at most; a handover counts the cash the courier holds now. */
  DELIVERY_LABEL_OUT: { status: 409, messageKey: 'delivery.labelOut' },
  COURIER_CASH_CHANGED: { status: 409, messageKey: 'delivery.cashChanged' },
  COD_CASH_HANDED_OVER: { status: 409, messageKey: 'delivery.cashHandedOver' },
  /** Staff (issue 14): a member whose role is not below the user's own is not his to change. */
  STAFF_NOT_EDITABLE: { status: 403, messageKey: 'staff.roleNotAllowed' },
  /** Branch collections (issue 14.2): a group staff work across stays until they are moved. */
  BRANCH_COLLECTION_IN_USE: { status: 409, messageKey: 'branchCollection.inUse' },
  /** The branch network (issue 27): a scan into a bag refused with its reason (the message is the reason's). */
  MAILBAG_SCAN_REFUSED: { status: 422, messageKey: 'mailbagRefusal.not_here' },
  MAILBAG_NOT_OPEN: { status: 409, messageKey: 'mailbag.notOpen' },
  MAILBAG_EMPTY: { status: 409, messageKey: 'mailbag.empty' },
  MAILBAG_IN_DISPATCH: { status: 409, messageKey: 'mailbag.inDispatch' },
  MAILBAG_NOT_READY: { status: 409, messageKey: 'mailbag.notReady' },
  MAILBAG_OTHER_DESTINATION: { status: 409, messageKey: 'mailbag.otherDestination' },
  MAILBAG_SCAN_NOT_APPLICABLE: { status: 409, messageKey: 'mailbag.scanNotApplicable' },
  MAILBAG_AT_DESTINATION: { status: 409, messageKey: 'mailbag.atDestination' },
  MAILBAG_NOT_DISPATCHED: { status: 409, messageKey: 'mailbag.notDispatched' },
  MAILBAG_NOT_RECEIVED: { status: 409, messageKey: 'mailbag.notReceived' },
  MAILBAG_FINISHED: { status: 409, messageKey: 'mailbag.finished' },
  MAILBAG_CODE_UNKNOWN: { status: 404, messageKey: 'mailbag.unknownCode' },
  MAILBAG_TOO_MANY: { status: 409, messageKey: 'mailbag.tooManyBags' },
  MAILBAG_LABEL_IN_BAG: { status: 409, messageKey: 'mailbag.labelInBag' },
  DISCREPANCY_DECIDED: { status: 409, messageKey: 'mailbag.decided' },
  VERIFICATION_NOT_FINISHED: { status: 409, messageKey: 'mailbag.notFinished' },
  // Beyond the branches (issue 28): bus gates and Myanmar Post.
  LABEL_WITH_PARTNER: { status: 409, messageKey: 'gate.labelWithPartner' },
  GATE_LABEL_REFUSED: { status: 409, messageKey: 'gate.labelRefused' },
  GATE_LABEL_NOT_HANDED: { status: 409, messageKey: 'gate.labelNotHanded' },
  GATE_INACTIVE: { status: 409, messageKey: 'gate.inactive' },
  GATE_NOTHING_TO_SETTLE: { status: 409, messageKey: 'gate.nothingToSettle' },
  GATE_BANK_SHORT: { status: 409, messageKey: 'gate.bankShort' },
  MMPOST_LABEL_REFUSED: { status: 409, messageKey: 'mmpost.labelRefused' },
  MMPOST_CODE_USED: { status: 409, messageKey: 'mmpost.codeUsed' },
  MMPOST_NOT_RETURNING: { status: 409, messageKey: 'mmpost.notReturning' },
  /** EMO money orders (issue 28 §3). */
  /** Preprinted labels (issue 30 §3): a code is taken by one label; a voided one by none. */
  PREPRINT_CODE_USED: { status: 409, messageKey: 'preprint.codeUsed' },
  PREPRINT_CODE_VOIDED: { status: 409, messageKey: 'preprint.codeVoided' },
  EMO_WRONG_CODE: { status: 422, messageKey: 'emo.wrongCode' },
  EMO_LOCKED: { status: 409, messageKey: 'emo.locked' },
  EMO_NOT_LOCKED: { status: 409, messageKey: 'emo.notLocked' },
  EMO_NOT_PAYABLE: { status: 409, messageKey: 'emo.notPayable' },
  EMO_NOT_WAITING: { status: 409, messageKey: 'emo.notWaiting' },
  EMO_SELF_APPROVAL: { status: 403, messageKey: 'emo.selfApproval' },
  EMO_NOT_CANCELLABLE: { status: 409, messageKey: 'emo.notCancellable' },
  EMO_NOT_REFUNDABLE: { status: 409, messageKey: 'emo.notRefundable' },
  EMO_NOT_BOOKING_BRANCH: { status: 403, messageKey: 'emo.notBookingBranch' },
  EMO_NOT_PAYING_BRANCH: { status: 403, messageKey: 'emo.notPayingBranch' },
  EMO_TILL_SHORT: { status: 409, messageKey: 'emo.tillShort' },
  /** The branch till (issue 28 §4): one close per branch and day, four eyes, no cash paid out that is not there. */
  TILL_DAY_CLOSED: { status: 409, messageKey: 'till.dayClosed' },
  TILL_SELF_APPROVAL: { status: 403, messageKey: 'till.selfApproval' },
  TILL_NOT_CLOSED: { status: 409, messageKey: 'till.notClosed' },
  TILL_CASH_SHORT: { status: 409, messageKey: 'till.cashShort' },
  /** Agent services (issue 30 §4): decided once; settlements issued, approved by another, paid once. */
  AGENT_SERVICE_DECIDED: { status: 409, messageKey: 'agentService.decided' },
  AGENT_NOTHING_TO_SETTLE: { status: 409, messageKey: 'agentService.nothingToSettle' },
  AGENT_SETTLEMENT_NOT_ISSUED: { status: 409, messageKey: 'agentService.notIssued' },
  AGENT_SETTLEMENT_NOT_APPROVED: { status: 409, messageKey: 'agentService.notApproved' },
  AGENT_SETTLEMENT_SELF_APPROVAL: { status: 403, messageKey: 'agentService.selfApproval' },
  AGENT_BANK_SHORT: { status: 409, messageKey: 'agentService.bankShort' },
  /** Receiver messages (issue 29). */
  NOTIFICATION_NOT_RESENDABLE: { status: 409, messageKey: 'notification.notResendable' },
  PAYLOAD_TOO_LARGE: { status: 413, messageKey: 'error.payloadTooLarge' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, messageKey: 'error.unsupportedMediaType' },
  TOO_MANY_LOGIN_ATTEMPTS: { status: 429, messageKey: 'error.tooManyLoginAttempts' },
  TOO_MANY_REQUESTS: { status: 429, messageKey: 'error.tooManyRequests' },
  // Raised before a route is found (unreadable URL, slow or oversized request head): answered in the same shape.
  BAD_REQUEST: { status: 400, messageKey: 'error.badRequest' },
  REQUEST_TIMEOUT: { status: 408, messageKey: 'error.requestTimeout' },
  URI_TOO_LONG: { status: 414, messageKey: 'error.uriTooLong' },
  HEADERS_TOO_LARGE: { status: 431, messageKey: 'error.headersTooLarge' },
  INTERNAL: { status: 500, messageKey: 'error.internal' },
} as const;
export type AppErrorCode = keyof typeof appErrorCodes;

/** Texts the spec fixes in English whatever the locale (spec §8). */
export const fixedErrorMessages = {
  INVALID_CREDENTIAL: 'Invalid Credential',
  UNAUTHORIZED: 'Unauthorized',
  INTERNAL: 'Something Went Wrong!',
} as const satisfies Partial<Record<AppErrorCode, string>>;
