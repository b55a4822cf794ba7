// Words after a flow that ask it as a share of revenue (issue 44): "capex intensity", "operating
// cash flow margin", "SBC intensity". A dictionary measure with its own name ("gross margin") is
// read by its phrase first; these words make a share of any other flow.
export const REVENUE_SHARE_WORDS = new Set(["intensity", "margin", "margins"]);

/** Words a flow's name may run to before the share's word ("free cash flow margin": three). */
export const REVENUE_SHARE_REACH = 4;
