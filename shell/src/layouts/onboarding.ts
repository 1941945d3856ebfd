import type { Layout } from './layouts';

export const layout: Layout = { name: 'onboarding', theme: 'blue', width: 'narrow', footer: false };
