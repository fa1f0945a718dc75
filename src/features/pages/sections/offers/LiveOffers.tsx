import { usePoolReply } from '../../../../queries/use-pool-reply';
import type { SectionProps } from '../section-props';
import { OffersView } from './OffersView';

/** The offers with what is left of each, from the ticket pool (read through the query layer). */
export default function LiveOffers({ section }: SectionProps) {
  return <OffersView section={section} pool={usePoolReply()} />;
}
