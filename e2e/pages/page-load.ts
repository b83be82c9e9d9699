/**
 * How long a screen may take to show after a navigation. Each area's code is a lazy chunk (the money screen's
 * charts alone are ~350 KB): on the 2-core machine, with two browsers, the server and its database busy, it can
 * take longer than an assertion's 7.5 s to arrive and run. What is checked once it shows keeps the usual timeout.
 */
export const PAGE_LOAD_TIMEOUT = 20_000;
