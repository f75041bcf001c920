import type { PiScope } from '@/domain/pi/pi-sdk';

/** The part of the Pi SDK 2.0 (`window.Pi`) that QTN uses. */
export interface PiAuthResult {
  accessToken: string;
  user: { uid: string; username?: string };
  scopes?: PiScope[];
}

/** Pi's payment as the SDK hands it to onIncompletePaymentFound and onError. */
export interface PiSdkPayment {
  identifier: string;
  transaction?: { txid: string } | null;
}

export interface PiPaymentData {
  amount: number;
  memo: string;
  metadata: Record<string, unknown>;
}

export interface PiPaymentCallbacks {
  onReadyForServerApproval(paymentId: string): void;
  onReadyForServerCompletion(paymentId: string, txid: string): void;
  onCancel(paymentId: string): void;
  onError(error: Error, payment?: PiSdkPayment): void;
}

export interface PiSdk {
  init(options: { version: string; sandbox?: boolean }): void | Promise<void>;
  authenticate(
    scopes: PiScope[],
    onIncompletePaymentFound: (payment: PiSdkPayment) => void,
  ): Promise<PiAuthResult>;
  createPayment(data: PiPaymentData, callbacks: PiPaymentCallbacks): unknown;
}

declare global {
  interface Window {
    Pi?: PiSdk;
  }
}
