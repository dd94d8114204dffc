import type { SignupProductCode } from '@shared/products';

export interface ProductCard {
  code: SignupProductCode;
  name: string;
  description: string;
}

/** The five products, in the spec's order: the sign-in carousel shows them, and sign-up describes its choices with them. */
export const PRODUCT_CARDS: readonly ProductCard[] = [
  { code: 'RECRUITMENT', name: 'Recruitment', description: 'Post jobs, follow every candidate and hire the right people together.' },
  { code: 'ONBOARDING', name: 'Onboarding', description: 'Welcome new hires with plans, tasks and a personal welcome experience.' },
  { code: 'PERFORMANCE', name: 'Performance', description: 'Run 1-on-1s, goals, feedback and reviews in one place.' },
  { code: 'BUZZHR', name: 'BuzzHR', description: 'Keep employees engaged, informed and connected.' },
  { code: 'CLOCKLOG', name: 'ClockLog', description: 'Track working time and attendance with a simple clock.' },
];
