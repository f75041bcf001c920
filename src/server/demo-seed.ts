import { demoAccountStep } from './auth/demo-account';
import { demoContentStep } from './content/demo-content';
import { installationStep, type SeedStep } from './db/seed';
import { demoUsageStep } from './demo/demo-usage';
import { demoWalletStep } from './demo/demo-wallet';

/** The demo data of the embedded default, in the order it is added. */
export const demoSeedSteps: SeedStep[] = [
  installationStep,
  demoAccountStep,
  demoWalletStep,
  demoContentStep,
  demoUsageStep,
];
