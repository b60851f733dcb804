import {
  deriveLabelStatus,
  isValidTrackingCode,
  normalizeTrackingCode,
  progressGroup,
  publicTrackingViewer,
  translate,
  visibleSteps,
  type LabelStatus,
  type Locale,
  type PartnerHold,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { iso } from './label-access.js';
import { publicNetworkOf } from '../mailbags/read-mailbags.js';
import { labelsRepository } from './labels.repository.js';

/**
 * GET /api/track/{code}: public tracking for customers — the progress and the steps the two ends of the label see
 * together (publicTrackingViewer: the customer may be either end), localized, with no phone numbers, names or
 * addresses beyond the township.
 */
/** Who carries it beyond the network, as the public may read it (issue 28). */
function publicPartnerOf(
  label: { partnerHold: PartnerHold | null; mmpostTrackingCode: string | null; status: LabelStatus },
  locale: Locale,
) {
  if (label.mmpostTrackingCode !== null) {
    return {
      kind: 'mmpost' as const,
      text: translate(locale, 'mmpost.publicWith', { code: label.mmpostTrackingCode }),
      mmpost_tracking_code: label.mmpostTrackingCode,
    };
  }
  if (label.partnerHold === 'gate' && label.status === 'send_to_destination_address') {
    return { kind: 'gate' as const, text: translate(locale, 'gate.publicWith'), mmpost_tracking_code: null };
  }
  return null;
}

export async function trackLabel({ db, code, locale }: { db: Database; code: string; locale: Locale }) {
  const trackingCode = normalizeTrackingCode(code);
  if (!isValidTrackingCode(trackingCode)) throw new AppError('NOT_FOUND');
  const label = await labelsRepository.findTrackedLabel(db, trackingCode);
  if (!label) throw new AppError('NOT_FOUND');
  const { transactions, places } = label;
  const placeName = (id: string) => {
    const row = places.find((candidate) => candidate.id === id);
    return row ? (locale === 'mm' ? row.nameMm : row.nameEn) : null;
  };
  const group = progressGroup(label.status);
  const steps = visibleSteps({ shippingType: label.shippingType, transactions, viewer: publicTrackingViewer }).filter(
    (transaction) => transaction.viewable,
  );
  const status = deriveLabelStatus(steps);
  const network = await publicNetworkOf(db, label.id, locale);
  return {
    data: {
      tracking_code: label.trackingCode,
      status,
      status_text: translate(locale, `labelStatus.${status}`),
      progress_group: group,
      progress_text: translate(locale, `progressGroup.${group}`),
      service_type: label.serviceType,
      source_township: placeName(label.sourceTownship),
      destination_township: placeName(label.destinationTownship),
      created_at: iso(label.createdAt),
      history: steps.map((transaction) => ({
        status: transaction.status,
        text: translate(locale, `labelStatus.${transaction.status}`),
        branch: transaction.branch ? (locale === 'mm' ? transaction.branch.nameMm : transaction.branch.nameEn) : null,
        at: iso(transaction.createdAt),
      })),
      ...network,
      partner: publicPartnerOf(label, locale),
    },
  };
}
