import { mailCategories, type MailCategory, type MailbagSummary } from '@waypost/domain';
import { kilogramsSum } from './transfer-model';

type BillBag = Pick<MailbagSummary, 'id' | 'bag_code' | 'category' | 'label_count' | 'weight'>;

/** One total line of the delivery bill: a category's bags, or all of them. */
export interface BillTotal {
  bags: number;
  labels: number;
  /** kg, to the gram. */
  weight: number;
}

export interface BillTotals {
  /** The categories the dispatch carries, in the domain's order (express, registered, ordinary). */
  byCategory: (BillTotal & { category: MailCategory })[];
  overall: BillTotal;
}

const categoryRank = (category: MailCategory) => mailCategories.indexOf(category);

/** The bill's lines: by category (express first), then by bag code, as the bags lie sorted on the counter. */
export function billLinesOf<Bag extends BillBag>(bags: readonly Bag[]): Bag[] {
  return [...bags].sort(
    (a, b) => categoryRank(a.category) - categoryRank(b.category) || a.bag_code.localeCompare(b.bag_code),
  );
}

function totalOf(bags: readonly BillBag[]): BillTotal {
  return {
    bags: bags.length,
    labels: bags.reduce((sum, bag) => sum + bag.label_count, 0),
    weight: kilogramsSum(bags.map((bag) => bag.weight ?? 0)),
  };
}

/** Totals per category carried, and overall (CN 38: number of receptacles and gross weight per class). */
export function billTotalsOf(bags: readonly BillBag[]): BillTotals {
  return {
    byCategory: mailCategories.flatMap((category) => {
      const inCategory = bags.filter((bag) => bag.category === category);
      return inCategory.length === 0 ? [] : [{ category, ...totalOf(inCategory) }];
    }),
    overall: totalOf(bags),
  };
}
