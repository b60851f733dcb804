import {
  bankMatchKindDirection,
  exactPairs,
  translate,
  yangonDay,
  type BankMatchRequest,
  type BankStatementLineView,
  type Locale,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { runIdempotentIfKeyed, type IdempotentAnswer } from '../../lib/idempotency.js';
import type { Actor } from '../../plugins/request-context.js';
import { bankLineView } from './bank-line-view.js';
import { bankStatementsRepository } from './bank-statements.repository.js';
import { suggestionsFor } from './read-bank-statements.js';

/**
 * Records a person's match of a locked, unmatched line to a target, or refuses: the target must be the company's,
 * of the line's direction and of exactly its amount, and matched to no other line. The unique index on the target
 * decides a race between two people matching one target to two lines: the second insert waits for the first to
 * commit and then finds it taken.
 */
async function matchLocked({
  tx,
  actor,
  lineId,
  request,
  locale,
  now,
}: {
  tx: Database;
  actor: Actor;
  lineId: number;
  request: BankMatchRequest;
  locale: Locale;
  now: Date;
}) {
  const line = await bankStatementsRepository.lockLine(tx, actor.companyId, lineId);
  if (!line) throw new AppError('NOT_FOUND');
  const kindName = translate(locale, `bankMatchKind.${request.kind}`);
  if (line.state !== 'unmatched') {
    throw new AppError('CONFLICT', {
      messageKey: 'bankStatement.lineNotUnmatched',
      params: { state: translate(locale, `bankLineState.${line.state}`) },
    });
  }
  const target = await bankStatementsRepository.findTarget(tx, actor.companyId, request.kind, request.target_id);
  if (!target) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: { target_id: [{ key: 'bankStatement.targetNotFound', params: { kind: kindName } }] },
    });
  }
  if (bankMatchKindDirection[request.kind] !== line.direction) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: {
        kind: [
          {
            key: 'bankStatement.wrongDirection',
            params: { kind: kindName, direction: translate(locale, `bankLineDirection.${line.direction}`) },
          },
        ],
      },
    });
  }
  if (target.amount !== line.amount) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: {
        target_id: [
          { key: 'bankStatement.wrongAmount', params: { line: line.amount, target: target.amount, kind: kindName } },
        ],
      },
    });
  }
  const matched = await bankStatementsRepository.insertMatch(tx, {
    lineId,
    companyId: actor.companyId,
    kind: request.kind,
    targetId: request.target_id,
    userId: actor.id,
    at: now,
  });
  if (!matched) {
    throw new AppError('CONFLICT', { messageKey: 'bankStatement.targetTaken', params: { kind: kindName } });
  }
  await bankStatementsRepository.setLineState(tx, lineId, 'matched', null, now);
  await recordAudit(tx, {
    actor,
    action: 'bank-statement.match',
    entity: 'bank_statement_line',
    entityId: lineId,
    before: { state: 'unmatched' },
    after: { state: 'matched', kind: request.kind, target_id: request.target_id, amount: line.amount },
  });
}

/** POST /api/bank-statement/lines/{id}/match: a person confirms what a line is. */
export async function matchBankLine({
  db,
  clock,
  actor,
  lineId,
  request,
  locale,
  idempotencyKey,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  lineId: number;
  request: BankMatchRequest;
  locale: Locale;
  idempotencyKey: string | undefined;
}): Promise<IdempotentAnswer<{ data: BankStatementLineView }>> {
  const now = clock.now();
  return db.transaction((tx) =>
    runIdempotentIfKeyed(
      tx,
      {
        userId: actor.id,
        route: 'POST /api/bank-statement/lines/:id/match',
        key: idempotencyKey,
        request: { lineId, ...request },
      },
      async () => {
        await matchLocked({ tx, actor, lineId, request, locale, now });
        const line = await bankStatementsRepository.findLine(tx, actor.companyId, lineId);
        return { status: 200, body: { data: bankLineView(line!, yangonDay(now)) } };
      },
    ),
  );
}

/**
 * POST /api/bank-statement/{id}/confirm-exact: one action for every line whose one exact suggestion (amount, date
 * window and bank reference all agree) no other line shares — the ambiguous ones stay for a person to choose. The
 * pairs are written as sets in one transaction (a 5,000-line statement in a few statements, not 5,000
 * transactions): the lines still unmatched are locked, the matches inserted where their target is still free (the
 * unique index skips a target someone else took meanwhile), and only those lines marked matched.
 */
export async function confirmExactMatches({
  db,
  clock,
  actor,
  statementId,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  statementId: number;
}): Promise<{ matched: number }> {
  const statement = await bankStatementsRepository.findStatement(db, actor.companyId, statementId);
  if (!statement) throw new AppError('NOT_FOUND');
  const lines = await bankStatementsRepository.unmatchedLinesOf(db, statementId);
  const pairs = exactPairs(await suggestionsFor(db, actor.companyId, lines));
  if (pairs.length === 0) return { matched: 0 };
  const now = clock.now();
  return db.transaction(async (tx) => {
    const open = new Set(
      await bankStatementsRepository.lockUnmatchedLines(
        tx,
        actor.companyId,
        pairs.map((pair) => pair.lineId),
      ),
    );
    const matched = await bankStatementsRepository.insertMatches(
      tx,
      pairs
        .filter((pair) => open.has(pair.lineId))
        .map((pair) => ({
          lineId: pair.lineId,
          companyId: actor.companyId,
          kind: pair.kind,
          targetId: pair.targetId,
          userId: actor.id,
          at: now,
        })),
    );
    await bankStatementsRepository.markMatched(tx, matched, now);
    await recordAudit(tx, {
      actor,
      action: 'bank-statement.confirm-exact',
      entity: 'bank_statement',
      entityId: statementId,
      after: {
        matched: pairs
          .filter((pair) => matched.includes(pair.lineId))
          .map((pair) => ({ line_id: pair.lineId, kind: pair.kind, target_id: pair.targetId })),
      },
    });
    return { matched: matched.length };
  });
}
