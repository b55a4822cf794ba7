// Financials calls (data-areas §7): the three statements, the income flow, TTM ratios and the DCF.
import {
  BalanceSheets,
  CashFlowStatements,
  DcfRequest,
  DcfResult,
  FinancialFlow,
  IncomeStatements,
  PeriodQuery,
  RatiosTtm,
  StatementQuery,
} from "../../domain/schemas/financials";
import { endpoint } from "./endpoint";

export const financialsEndpoints = {
  incomeStatement: endpoint("GET", "/financials/income-statement/{symbol}", {
    query: StatementQuery,
    response: IncomeStatements,
    cache: "statements",
  }),
  cashFlowStatement: endpoint("GET", "/financials/cash-flow-statement/{symbol}", {
    query: StatementQuery,
    response: CashFlowStatements,
    cache: "statements",
  }),
  balanceSheet: endpoint("GET", "/financials/balance-sheet/{symbol}", {
    query: StatementQuery,
    response: BalanceSheets,
    cache: "statements",
  }),
  financialFlow: endpoint("GET", "/financials/financial-flow/{symbol}", {
    query: PeriodQuery,
    response: FinancialFlow,
    cache: "financialFlow",
  }),
  ratiosTtm: endpoint("GET", "/financials/ratios-ttm/{symbol}", { response: RatiosTtm }),
  discountedCashFlow: endpoint("POST", "/financials/discounted-cash-flow", { body: DcfRequest, response: DcfResult }),
};
