// autocannon ships no types; the benches use a small, stable part of its API.
declare module "autocannon";
