import { CheckCircle2, Info, Loader2, ShieldCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import {
  DEPOSIT_PAYMENT_FAILED,
  type DepositCaptureResult,
  type DepositOffer,
  formatDeposit,
} from "~/core/booking/booking-deposit";
import { cn } from "~/ui/cn";
import { usePayPalScript } from "./paypal-script";

type Phase =
  | { kind: "ready" }
  | { kind: "working" }
  | { kind: "paid"; amountCents: number; captureId: string }
  | { kind: "failed"; message: string }
  | { kind: "cancelled" };

async function postJson(path: string, body: unknown): Promise<{ status: number; data: Record<string, unknown> }> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, data: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

/**
 * The deposit step after a booking inquiry is sent: the amount, PayPal's buttons, and what happened.
 * The inquiry is already stored, so every failure here is calm: nothing is lost, the team can settle it by email.
 */
export function DepositPayment({ offer, displayName }: { offer: DepositOffer; displayName: string }) {
  const script = usePayPalScript(offer.sdk);
  const container = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: "ready" });
  const amount = formatDeposit(offer.amountCents);

  // biome-ignore lint/correctness/useExhaustiveDependencies: rendered once per loaded SDK and offer
  useEffect(() => {
    const target = container.current;
    if (script.status !== "resolved" || !target) return;
    target.replaceChildren();
    const credentials = { inquiryId: offer.inquiryId, token: offer.token };
    const buttons = script.paypal.Buttons({
      style: { layout: "vertical", shape: "pill", color: "gold", label: "pay", height: 48 },
      createOrder: async () => {
        setPhase({ kind: "working" });
        const { status, data } = await postJson("/api/bookings/deposit/order", credentials);
        if (status !== 200 || typeof data.orderId !== "string") {
          const message = typeof data.error === "string" ? data.error : DEPOSIT_PAYMENT_FAILED;
          setPhase({ kind: "failed", message });
          throw new Error(message);
        }
        return data.orderId;
      },
      onApprove: async ({ orderID }) => {
        setPhase({ kind: "working" });
        const { data } = await postJson("/api/bookings/deposit/capture", { ...credentials, orderId: orderID });
        const result = data as DepositCaptureResult;
        if (result.ok) setPhase({ kind: "paid", amountCents: result.amountCents, captureId: result.captureId });
        else setPhase({ kind: "failed", message: result.error ?? DEPOSIT_PAYMENT_FAILED });
      },
      onCancel: () => setPhase({ kind: "cancelled" }),
      onError: () => setPhase((p) => (p.kind === "failed" ? p : { kind: "failed", message: DEPOSIT_PAYMENT_FAILED })),
    });
    void buttons.render(target).catch(() => undefined);
    return () => {
      void buttons.close?.().catch(() => undefined);
    };
  }, [script.status, offer.inquiryId]);

  if (phase.kind === "paid") {
    return (
      <section
        aria-label="Deposit"
        role="status"
        className="flex w-full items-start gap-3 rounded-xl border border-success/40 bg-success/10 p-4 text-left"
      >
        <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
        <div>
          <p className="font-semibold">Deposit paid — {formatDeposit(phase.amountCents)}</p>
          <p className="mt-1 text-sm text-muted">
            {displayName}'s team sees it with your inquiry. PayPal reference {phase.captureId}.
          </p>
        </div>
      </section>
    );
  }

  return (
    <section aria-label="Deposit" className="w-full rounded-xl border border-border bg-surface-2/60 p-4 text-left">
      <div className="flex items-start gap-3">
        <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-fg" />
        <div className="min-w-0">
          <p className="font-semibold">Secure the date with a {amount} deposit</p>
          <p className="mt-1 text-sm text-muted">
            Optional. Paid to {displayName}'s team with PayPal; they confirm the booking by email either way.
          </p>
        </div>
      </div>
      {script.status === "rejected" ? (
        <p role="status" className="mt-4 flex items-start gap-2 rounded-lg bg-surface px-3 py-2.5 text-sm text-muted">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{script.error} Your inquiry is sent; the team can arrange the deposit with you by email.</span>
        </p>
      ) : (
        <div className="mt-4">
          {script.status !== "resolved" ? (
            <div
              aria-hidden
              data-testid="paypal-loading"
              className="h-12 w-full animate-pulse rounded-full bg-surface"
            />
          ) : null}
          <div ref={container} className={cn(phase.kind === "working" && "pointer-events-none opacity-60")} />
          {phase.kind === "working" ? (
            <p role="status" className="mt-3 flex items-center gap-2 text-sm text-muted">
              <Loader2 aria-hidden className="size-4 animate-spin" /> Talking to PayPal…
            </p>
          ) : null}
          {phase.kind === "failed" ? (
            <p role="alert" className="mt-3 text-sm text-[#fca5a5]">
              {phase.message}
            </p>
          ) : null}
          {phase.kind === "cancelled" ? (
            <p role="status" className="mt-3 text-sm text-muted">
              Payment cancelled — nothing was charged. You can pay the deposit now or leave it.
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
