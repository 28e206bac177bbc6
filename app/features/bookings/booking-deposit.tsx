import { BadgeCheck, Wallet } from "lucide-react";
import { type DepositSummary, formatDeposit } from "~/core/booking/booking-deposit";
import { Badge } from "~/ui/badge";
import { Card } from "~/ui/card";

/** The deposit of an inquiry in a list row: "Deposit $150 paid" in green, unpaid in grey. */
export function BookingDepositBadge({ deposit }: { deposit: DepositSummary | null }) {
  if (!deposit) return null;
  return (
    <Badge tone={deposit.paid ? "success" : "neutral"} testId="booking-deposit" className="whitespace-nowrap">
      {`Deposit ${formatDeposit(deposit.amountCents)} ${deposit.paid ? "paid" : "unpaid"}`}
    </Badge>
  );
}

/** The deposit card of the inquiry screen: what was asked, and PayPal's references once paid. */
export function BookingDepositCard({ deposit }: { deposit: (DepositSummary & { paidWhen: string | null }) | null }) {
  if (!deposit) return null;
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 font-semibold">
        {deposit.paid ? (
          <BadgeCheck aria-hidden className="size-4 text-success" />
        ) : (
          <Wallet aria-hidden className="size-4 text-muted" />
        )}
        Deposit
      </h2>
      <p className="mt-2 font-display text-2xl font-bold tabular-nums">
        {formatDeposit(deposit.amountCents)} <span className="text-sm font-medium text-muted">{deposit.currency}</span>
      </p>
      {deposit.paid ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">Paid</dt>
          <dd>{deposit.paidWhen}</dd>
          <dt className="text-muted">PayPal order</dt>
          <dd className="truncate font-mono text-xs leading-5">{deposit.orderId}</dd>
          <dt className="text-muted">Capture</dt>
          <dd className="truncate font-mono text-xs leading-5">{deposit.captureId}</dd>
        </dl>
      ) : (
        <p className="mt-2 text-sm text-muted">
          Asked with the inquiry, not paid yet. Settle it with the sender by email.
        </p>
      )}
    </Card>
  );
}
