import { useRouteLoaderData } from "react-router";
import type { ShellData } from "~/core/site/shell-data";

type StaticShellData = Pick<ShellData, "brandName" | "productSlug" | "whatsappNumber" | "year">;

const FALLBACK: StaticShellData = {
  brandName: "Booth",
  productSlug: "booth",
  whatsappNumber: "972500000000",
  year: new Date().getFullYear(),
};

/** The brand config the static pages need (root loader data), with safe defaults if it is absent. */
export function useShellData(): StaticShellData {
  const data = useRouteLoaderData("root") as Partial<ShellData> | undefined;
  return {
    brandName: data?.brandName ?? FALLBACK.brandName,
    productSlug: data?.productSlug ?? FALLBACK.productSlug,
    whatsappNumber: data?.whatsappNumber ?? FALLBACK.whatsappNumber,
    year: data?.year ?? FALLBACK.year,
  };
}

/** "+972 50 000 0000"-style display is country specific; we show the plain international form. */
export function displayPhone(digits: string): string {
  return `+${digits.replace(/\D/g, "")}`;
}
