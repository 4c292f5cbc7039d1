import {
  ApiError,
  BLUE_TICK_PLAN_ID,
  ELITE_PLAN_ID,
  type ApiClient,
  type BlueTickStatusView,
  type BlueTickUploadResult,
  type CheckoutData,
  type CheckoutPayload,
  type CouponResult,
  type InvoiceSummary,
  type Page,
  type PaymentView,
  type PlanEntry,
  formatMoney,
  formatPrice,
  taxNoteFor,
  type TaxNote,
} from '@app/contracts';
import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
} from '@remix-run/node';

import { failureFrom, requireMember, type FormFailure } from './accounts.server';
import { apiFetch } from './api.server';
import { env } from './env.server';
import { formatPriceIn } from './i18n/format';
import { i18nFor } from './i18n/i18n';
import { textsFor } from './i18n/texts.server';
import { DEFAULT_LANGUAGE } from './i18n/languages';

/**
 * The member site's side of the money capability: prices, coupons, checkout and invoices, all asked of the
 * API from the server. Nothing here computes an amount or a hash: the site only shows what the API decided.
 */

/** The Elite plan's price in a country, as the pages show it. */
export interface ElitePrice {
  /** '₹999 (GST included)' in India, '$12' elsewhere (the shared money formatter). */
  text: string;
  /** The coupon currently advertised for the plan there (REST500), or null. */
  promoCode: string | null;
  /** The same figure unformatted, for pages that write the tax note in the reader's language. */
  amount?: { shown: number; currency: string; tax: TaxNote };
}

/** A charged amount with its currency and tax note ('₹999 (GST included)'). */
function priceText(amount: number, currency: string, symbol: string): string {
  return formatPrice(amount, currency, taxNoteFor(currency, amount, amount), symbol);
}

/** One plan's price as the sign-up choice and the landing page show it. */
export interface PlanPrice {
  /** The headline ('₹999 (GST included)', '₹499 plus GST'). */
  text: string;
  /** The free plan's '₹0' in the same currency. */
  zero: string;
  /** The struck-through headline of the blue tick's introductory offer, or null. */
  strike: string | null;
  months: number;
  /** The same figures unformatted, for pages that write the tax note in the reader's language. */
  amount: { shown: number; struck: number | null; currency: string; tax: TaxNote };
}

/**
 * The catalogue for a country (GET user/plan), for the sign-up choice and the landing page: the Elite plan
 * and the blue tick, priced by the server. Null entries when the API does not answer.
 */
export async function planCatalogue(
  api: ApiClient,
  countryId: number,
): Promise<{ elite: PlanPrice | null; blueTick: PlanPrice | null }> {
  try {
    const { data } = await api.get<PlanEntry[]>('user/plan', { country_id: countryId });
    const view = (entry: PlanEntry | undefined): PlanPrice | null => {
      if (!entry) return null;
      const { currency, currency_symbol: symbol, pivot } = entry.countries;
      const intro = pivot.intro_display_amount !== null && pivot.intro_amount !== null;
      const shown = intro ? (pivot.intro_display_amount as number) : pivot.display_amount;
      const charged = intro ? (pivot.intro_amount as number) : pivot.amount;
      const tax = taxNoteFor(currency, shown, charged);
      return {
        text: formatPrice(shown, currency, tax, symbol),
        zero: formatMoney(0, currency, symbol),
        strike: intro ? formatPrice(pivot.display_amount, currency, tax, symbol) : null,
        months: entry.duration_months,
        amount: { shown, struck: intro ? pivot.display_amount : null, currency, tax },
      };
    };
    return {
      elite: view(data.find((entry) => entry.id === ELITE_PLAN_ID)),
      blueTick: view(data.find((entry) => entry.id === BLUE_TICK_PLAN_ID)),
    };
  } catch (error) {
    console.error('member-web: GET user/plan failed', error);
    return { elite: null, blueTick: null };
  }
}

/** The Elite plan's price for a country (GET user/plan: the first entry), or null when the API has none. */
export async function elitePrice(api: ApiClient, countryId: number): Promise<ElitePrice | null> {
  try {
    const { data } = await api.get<PlanEntry[]>('user/plan', { country_id: countryId });
    const plan = data.find((entry) => entry.id === ELITE_PLAN_ID) ?? data[0];
    if (!plan) return null;
    const { currency, currency_symbol, pivot } = plan.countries;
    return {
      text: priceText(pivot.amount, currency, currency_symbol),
      promoCode: plan.coupon_code,
      amount: { shown: pivot.amount, currency, tax: taxNoteFor(currency, pivot.amount, pivot.amount) },
    };
  } catch (error) {
    // The form still works without the label: the API decides the amount at checkout.
    console.error('member-web: GET user/plan failed', error);
    return null;
  }
}

/** A coupon check's outcome, as the coupon box shows it. */
export type CouponPreview =
  { ok: true; code: string; message: string; payable: string } | { ok: false; code: string; message: string };

/**
 * GET apply-coupon/1: what the member would pay with the code, written in the reader's language. A refusal
 * (422) carries the API's message; the box then clears the code, as the seeds do.
 */
export async function previewCoupon(
  api: ApiClient,
  countryId: number,
  code: string,
  language: string = DEFAULT_LANGUAGE,
): Promise<CouponPreview> {
  try {
    const answer = await api.get<CouponResult>(`apply-coupon/${ELITE_PLAN_ID}`, {
      country_id: countryId,
      coupon_code: code,
    });
    const result = answer.data;
    return {
      ok: true,
      code: result.applied_coupon,
      message: answer.message,
      payable:
        language === DEFAULT_LANGUAGE
          ? priceText(result.payable_amount, result.currency, result.currency_symbol)
          : formatPriceIn(
              result.payable_amount,
              result.currency,
              taxNoteFor(result.currency, result.payable_amount, result.payable_amount),
              language,
            ),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      return {
        ok: false,
        code,
        message:
          error.fieldErrors().coupon_code ||
          error.body?.message ||
          i18nFor(language).t('server:coupon.invalid'),
      };
    }
    throw error;
  }
}

/** POST payments/checkout: a fresh payment attempt and what the provider's page needs. */
export async function startCheckout(api: ApiClient, payload: CheckoutPayload): Promise<CheckoutData> {
  const { data } = await api.post<CheckoutData>('payments/checkout', payload);
  return data;
}

/** GET bluetick-status: badge, offer, price and the latest request. */
export async function blueTickStatus(api: ApiClient): Promise<BlueTickStatusView> {
  const { data } = await api.get<BlueTickStatusView>('bluetick-status');
  return data;
}

/**
 * The invoice PDF from GET download-invoice/{id}, as the API sent it. The API answers only for the member's
 * own invoices; its refusal (403/404) is passed on as it is.
 */
export async function fetchInvoicePdf(request: Request, id: number): Promise<Response> {
  return apiFetch(request, `/api/download-invoice/${id}`, { accept: 'application/pdf' });
}

/** Razorpay's Standard Checkout frames its payment page from this origin, not from the script's. */
const RAZORPAY_FRAME_ORIGIN = 'https://api.razorpay.com';

const originOf = (url: string) => new URL(url).origin;

/**
 * The Content-Security-Policy of a payment page, computed from the checkout answer: scripts only from the
 * site and the provider's checkout script, forms only to the site and PayU, frames only from the provider.
 * No inline script runs (the page's own behaviour comes from /money/*.js on the site), nothing may frame
 * the page, and images come from the site and the API's file server (the header's avatar).
 */
export function paymentPageCsp(checkout: CheckoutData | null): string {
  const scripts = ["'self'"];
  const forms = ["'self'"];
  const frames: string[] = [];
  if (checkout?.provider === 'payu') forms.push(originOf(checkout.payu.action));
  if (checkout?.provider === 'razorpay') {
    const provider = originOf(checkout.razorpay.script_url);
    scripts.push(provider);
    frames.push(provider);
    if (new URL(provider).hostname.endsWith('.razorpay.com')) frames.push(RAZORPAY_FRAME_ORIGIN);
  }
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self'",
    `img-src 'self' data: ${originOf(env.API_URL)}`,
    "connect-src 'self'",
    `form-action ${forms.join(' ')}`,
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The ?payment_id=<id> a result page was sent with (by the API or the Razorpay return), if plausible. */
export function paymentIdFrom(request: Request): number | undefined {
  const value = new URL(request.url).searchParams.get('payment_id') ?? '';
  return /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

/** GET payments/{id}: the member's own payment, or null when the API does not show it to them (403/404). */
export async function memberPayment(api: ApiClient, id: number): Promise<PaymentView | null> {
  try {
    return (await api.get<PaymentView>(`payments/${id}`)).data;
  } catch (error) {
    if (error instanceof ApiError && [403, 404].includes(error.status)) return null;
    throw error;
  }
}

/** The API takes blue-tick documents up to 5 MB each; the site refuses larger ones before reading them all. */
const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
const DOCUMENT_FIELDS = ['document1', 'document2'] as const;

/**
 * POST upload-bluetick-documents: forwards the member's identity document and business proof (the API checks
 * their content). Returns the new request's id, or the messages to show next to the fields.
 */
export async function uploadBlueTickDocuments(
  request: Request,
  api: ApiClient,
): Promise<{ ok: true; id: number } | { ok: false; failure: FormFailure }> {
  let submitted: FormData;
  try {
    submitted = await parseMultipartFormData(
      request,
      createMemoryUploadHandler({ maxPartSize: DOCUMENT_MAX_BYTES }),
    );
  } catch (error) {
    if (!(error instanceof MaxPartSizeExceededError)) throw error;
    // The documents' names are in the `server` namespace (`upload.documents.*`).
    const field = error.field === 'document2' ? 'document2' : 'document1';
    const t = await textsFor(request, 'server');
    const document = t(`upload.documents.${field}`);
    return { ok: false, failure: { fieldErrors: { [field]: t('upload.documentTooLarge', { document }) } } };
  }
  const body = new FormData();
  for (const field of DOCUMENT_FIELDS) {
    const file = submitted.get(field);
    // An empty file input (nothing chosen) is left out, so the API can say which document is missing.
    if (file instanceof File && file.size > 0) body.append(field, file, file.name);
  }
  body.append('bluetick_plan_id', String(BLUE_TICK_PLAN_ID));
  try {
    const { data } = await api.request<BlueTickUploadResult>('POST', 'upload-bluetick-documents', { body });
    return { ok: true, id: data.bluetick_payment_details.id };
  } catch (error) {
    return { ok: false, failure: failureFrom(error) };
  }
}

export type InvoiceKind = 'elite' | 'promoted';

/** What an invoice page shows: which list, one page of it, and whether the member is subscribed. */
export interface InvoicePage {
  kind: InvoiceKind;
  invoices: InvoiceSummary[];
  page: number;
  lastPage: number;
  subscribed: boolean;
}

/**
 * GET invoicess for the Download Invoice pages. ?type=elite|promoted picks the list; without it subscribed
 * members see their Elite invoices first and the others their promoted (blue-tick) ones.
 */
export async function loadInvoicePage(request: Request): Promise<InvoicePage> {
  const { api, me } = await requireMember(request);
  const url = new URL(request.url);
  const type = url.searchParams.get('type');
  const subscribed = me.is_subscribed === 1;
  const kind: InvoiceKind =
    type === 'elite' || type === 'promoted' ? type : subscribed ? 'elite' : 'promoted';
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const { data } = await api.get<Page<InvoiceSummary>>('invoicess', {
    filter: JSON.stringify({ is_elite: kind === 'elite' ? 1 : 0 }),
    page,
  });
  return { kind, invoices: data.data, page: data.current_page, lastPage: data.last_page, subscribed };
}
