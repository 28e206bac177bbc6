import { describe, expect, it } from "vitest";
import { toCsv as adminAnalyticsCsv } from "~/core/admin/admin-analytics";
import { toCsv as djDashboardCsv } from "~/core/analytics/dj-analytics";
import { csvCell, toCsv } from "./csv";

// Every CSV file the app writes goes through one helper: the admin analytics downloads and the DJ dashboard's charts.
const WRITERS = [
  ["the shared helper", toCsv],
  ["the admin analytics export", adminAnalyticsCsv],
  ["the DJ dashboard's chart downloads", djDashboardCsv],
] as const;

describe("CSV files", () => {
  for (const [name, write] of WRITERS)
    it(`${name}: a cell a spreadsheet would run as a formula is written as text`, () => {
      // Each formula start (=, +, -, @, tab, carriage return) gets a leading apostrophe; quoting as RFC 4180 asks.
      const cells = ['=HYPERLINK("http://evil.example","x")', "+SUM(A1)", "-2+3", "@cmd", "\tline", "\rline"];
      expect(
        write(
          ["cell"],
          cells.map((cell) => [cell]),
        ),
      ).toBe(
        `cell\r\n"'=HYPERLINK(""http://evil.example"",""x"")"\r\n'+SUM(A1)\r\n'-2+3\r\n'@cmd\r\n'\tline\r\n"'\rline"\r\n`,
      );
    });

  it("leaves numbers, plain text and formula signs inside a cell alone", () => {
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(2.5)).toBe("2.5");
    expect(csvCell(null)).toBe("");
    expect(csvCell("Nadia Voss")).toBe("Nadia Voss");
    expect(csvCell("a=b, c")).toBe('"a=b, c"');
    expect(csvCell('say "hi"\nthen go')).toBe('"say ""hi""\nthen go"');
  });
});
