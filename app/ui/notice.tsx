import { AlertTriangle, CheckCircle2, Info, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "./cn";

type NoticeTone = "success" | "error" | "info" | "warning";

const noticeStyles: Record<NoticeTone, { icon: typeof Info; box: string; iconClass: string }> = {
  success: { icon: CheckCircle2, box: "border-[#166534] bg-[#0c1f14]", iconClass: "text-success" },
  error: { icon: XCircle, box: "border-[#991b1b] bg-[#220c0c]", iconClass: "text-danger" },
  info: { icon: Info, box: "border-[#075985] bg-[#0a1a26]", iconClass: "text-info" },
  warning: { icon: AlertTriangle, box: "border-[#92400e] bg-[#1f1607]", iconClass: "text-warning" },
};

/** An inline message; errors are announced at once (role=alert), the rest politely (role=status). */
export function Notice({
  tone,
  title,
  children,
  className,
}: {
  tone: NoticeTone;
  title?: string;
  children?: ReactNode;
  className?: string;
}) {
  const style = noticeStyles[tone];
  const Icon = style.icon;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-notice={tone}
      className={cn("flex gap-3 rounded-xl border p-3.5 text-sm leading-relaxed text-[#e4e4ec]", style.box, className)}
    >
      <Icon aria-hidden className={cn("mt-0.5 size-5 shrink-0", style.iconClass)} />
      <div className="min-w-0">
        {title ? <p className="font-semibold text-fg">{title}</p> : null}
        {children ? <div className={title ? "mt-0.5" : undefined}>{children}</div> : null}
      </div>
    </div>
  );
}
