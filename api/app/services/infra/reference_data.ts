/*
 * Reference data every install starts with: the price list and the order
 * page's headings. Rows are inserted only when missing, so edits made by
 * super admins survive every restart.
 */
import db from '@adonisjs/lucid/services/db'
import type { BillingPeriod } from '#models/plan'
import { PLAN_GROUP_LIMITS, PRICE_LIST } from '#domain/pricing'

interface PlanSeed {
  planType: string
  title: string
  description: string
  billingPeriod: BillingPeriod
  buttonText: string
  isPopular: boolean
  features: string[]
}

const everyPlan = [
  'Auto-approve or decline by your rules',
  'Personalised welcome messages',
  'Email, SMS and Google Sheets delivery',
]

const PLAN_DESCRIPTIONS: PlanSeed[] = [
  {
    planType: 'starter',
    title: 'Starter',
    description: 'For owners running a couple of groups.',
    billingPeriod: 'monthly',
    buttonText: 'Start Free Trial',
    isPopular: false,
    features: ['Up to 2 groups', ...everyPlan],
  },
  {
    planType: 'pro',
    title: 'Pro',
    description: 'For growing communities.',
    billingPeriod: 'monthly',
    buttonText: 'Start Free Trial',
    isPopular: true,
    features: ['Up to 4 groups', ...everyPlan, 'Priority support'],
  },
  {
    planType: 'unlimited',
    title: 'Unlimited',
    description: 'For agencies and large networks of groups.',
    billingPeriod: 'monthly',
    buttonText: 'Start Free Trial',
    isPopular: false,
    features: ['Unlimited groups', ...everyPlan, 'Priority support'],
  },
  {
    planType: 'starter-lite',
    title: 'Starter Lite',
    description: 'One group, everything included.',
    billingPeriod: 'monthly',
    buttonText: 'Start Free Trial',
    isPopular: false,
    features: ['1 group', ...everyPlan],
  },
  {
    planType: 'silver',
    title: 'Silver',
    description: 'Up to three groups.',
    billingPeriod: 'monthly',
    buttonText: 'Start Free Trial',
    isPopular: false,
    features: ['Up to 3 groups', ...everyPlan],
  },
  {
    planType: 'lifetime-executive',
    title: 'Lifetime Executive',
    description: 'Pay once, use forever.',
    billingPeriod: 'one_time',
    buttonText: 'Get Lifetime Access',
    isPopular: true,
    features: ['Unlimited groups', ...everyPlan, 'All future updates'],
  },
]

/** The seeded plans, priced from the one price list in #domain/pricing. */
export const PLAN_SEEDS = PLAN_DESCRIPTIONS.map((plan) => {
  const entry = PRICE_LIST[plan.planType]
  return {
    ...plan,
    price: entry.monthly ?? entry.oneTime!,
    annualPrice: entry.annual?.price ?? null,
    annualOriginalPrice: entry.annual?.originalPrice ?? null,
    trialDays: entry.trialDays,
    groupLimit: PLAN_GROUP_LIMITS[plan.planType],
  }
})

/** Plans every install starts with; a missing one is seeded again at the next start. */
export function isBuiltInPlan(planType: string) {
  return PLAN_SEEDS.some((plan) => plan.planType === planType)
}

export const PAGE_CONTENT_SEEDS = [
  { page: 'order', contentKey: 'main_heading', contentValue: "Choose a plan that's perfect for you." },
  { page: 'order', contentKey: 'subtitle', contentValue: 'Annual Plan (Save Up to 20%) • Monthly Plan' },
]

export async function seedReferenceData() {
  const now = new Date()
  await db
    .knexQuery()
    .table('plans')
    .insert(
      PLAN_SEEDS.map((plan, index) => ({
        plan_type: plan.planType,
        title: plan.title,
        description: plan.description,
        price: plan.price,
        billing_period: plan.billingPeriod,
        annual_price: plan.annualPrice,
        annual_original_price: plan.annualOriginalPrice,
        trial_days: plan.trialDays,
        button_text: plan.buttonText,
        is_popular: plan.isPopular,
        group_limit: plan.groupLimit,
        features: JSON.stringify(plan.features),
        sort_order: index,
        created_at: now,
        updated_at: now,
      }))
    )
    .onConflict('plan_type')
    .ignore()
  await db
    .knexQuery()
    .table('page_contents')
    .insert(
      PAGE_CONTENT_SEEDS.map((row) => ({
        page: row.page,
        content_key: row.contentKey,
        content_value: row.contentValue,
        updated_at: now,
      }))
    )
    .onConflict(['page', 'content_key'])
    .ignore()
}
