import { useEffect, useState } from "react";
import {
  PAYPAL_LOAD_FAILED,
  type PaymentScriptStatus,
  type PayPalScriptOptions,
  paymentOptionProblems,
  paypalSdkUrl,
} from "~/core/booking/payments";

/**
 * The PayPal JS SDK loader (spec §4 "Payment script loading": initial, pending, rejected, resolved). The script is
 * added to the page only when something asks for it — the booking dialog of a DJ who asks a deposit, while
 * payments are on — so no page's first load carries or requests it. One script per URL, however many ask.
 */

export interface PayPalButtonsOptions {
  style?: Record<string, string | number | boolean>;
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onCancel?: () => void;
  onError?: (error: unknown) => void;
}

export interface PayPalNamespace {
  Buttons: (options: PayPalButtonsOptions) => {
    render: (container: HTMLElement) => Promise<void>;
    close?: () => Promise<void>;
    isEligible?: () => boolean;
  };
}

const loads = new Map<string, Promise<PayPalNamespace>>();

export function loadPayPalScript(options: PayPalScriptOptions): Promise<PayPalNamespace> {
  if (paymentOptionProblems(options).length > 0) return Promise.reject(new Error(PAYPAL_LOAD_FAILED));
  const src = paypalSdkUrl(options);
  let load = loads.get(src);
  if (!load) {
    load = new Promise<PayPalNamespace>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.dataset.environment = options.environment;
      script.onload = () => {
        const paypal = (window as { paypal?: PayPalNamespace }).paypal;
        if (paypal?.Buttons) resolve(paypal);
        else reject(new Error(PAYPAL_LOAD_FAILED));
      };
      script.onerror = () => {
        script.remove();
        reject(new Error(PAYPAL_LOAD_FAILED));
      };
      document.head.appendChild(script);
    });
    // A failed load may be retried later (a reopened dialog), not answered from the failure forever.
    load.catch(() => loads.delete(src));
    loads.set(src, load);
  }
  return load;
}

export type PayPalScriptState =
  | { status: Extract<PaymentScriptStatus, "initial" | "pending">; paypal: null; error: null }
  | { status: "resolved"; paypal: PayPalNamespace; error: null }
  | { status: "rejected"; paypal: null; error: string };

/** The loader as React state; `options` null = nothing to load (stays initial). */
export function usePayPalScript(options: PayPalScriptOptions | null): PayPalScriptState {
  const [state, setState] = useState<PayPalScriptState>({ status: "initial", paypal: null, error: null });
  const key = options ? paypalSdkUrl(options) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL stands for the options
  useEffect(() => {
    if (!options) return;
    let live = true;
    setState({ status: "pending", paypal: null, error: null });
    loadPayPalScript(options).then(
      (paypal) => live && setState({ status: "resolved", paypal, error: null }),
      () => {
        if (!live) return;
        console.error(PAYPAL_LOAD_FAILED);
        setState({ status: "rejected", paypal: null, error: PAYPAL_LOAD_FAILED });
      },
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}
