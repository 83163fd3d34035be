/**
 * Structured data of the home page: the Organization, and the Product whose offers are the
 * pricing tiers at the monthly prices the pricing cards show first. Serialize with serializeJsonLd
 * (blog/json-ld.ts) before putting either in a <script> element.
 */
import type { PricingTier } from '../../data/pricing.ts';
import { tierTitle } from '../../data/pricing.ts';

export const PRICE_CURRENCY = 'USD';
/** ISO 8601 duration of one billing period: the monthly prices. */
const MONTHLY = 'P1M';

export interface OrganizationFacts {
  name: string;
  description: string;
  logoPath: string;
}

export interface ProductFacts {
  name: string;
  description: string;
  offersPath: string;
  priceUnit: string;
  imagePath: string;
}

export function organizationJsonLd(org: OrganizationFacts, siteUrl: string | URL): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: org.name,
    description: org.description,
    url: new URL('/', siteUrl).href,
    logo: new URL(org.logoPath, siteUrl).href,
  };
}

export function productJsonLd(
  product: ProductFacts,
  tiers: readonly PricingTier[],
  siteUrl: string | URL,
): Record<string, unknown> {
  const url = new URL(product.offersPath, siteUrl).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    url,
    image: new URL(product.imagePath, siteUrl).href,
    brand: { '@type': 'Brand', name: product.name },
    offers: tiers.map((tier) => ({
      '@type': 'Offer',
      name: tierTitle(tier),
      price: tier.monthlyCost,
      priceCurrency: PRICE_CURRENCY,
      url,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: tier.monthlyCost,
        priceCurrency: PRICE_CURRENCY,
        unitText: product.priceUnit,
        billingDuration: MONTHLY,
      },
    })),
  };
}
