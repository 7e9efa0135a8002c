/**
 * Server state that one proof changes while another reads it. Tests that name the same lock in
 * their details (`test(title, { lock }, body)`) never run at the same time; every other test runs
 * beside them. Everything else a proof touches is its own: guests, freshly registered accounts,
 * records it creates and finds again by a unique name or reference.
 */
export const LOCKS = {
  /**
   * The demo buyer's cart on the marketplace server, and the stock of the demo seller's first FOB
   * goods: the cart-to-order proof fills the cart and orders from it; the quantity proof reads the
   * stock and checks that nothing reaches the cart.
   */
  demoBuyerCart: 'marketplace: demo buyer cart',
  /**
   * The demo buyer's bell on the marketplace server: each step the demo seller takes on the
   * buyer's order writes to it, and the bell proof expects it empty once everything is marked read.
   */
  demoBuyerBell: 'marketplace: demo buyer bell',
  /**
   * The demo seller's bell and capital flow on the personal-centre server: the FOB walk marks the
   * bell read and expects its settlement as the newest movement; a withdrawal writes to both.
   */
  personalSeller: 'personal centre: demo seller bell and capital flow',
  /**
   * The marketplace requirement centre's newest requirements: a proof that publishes a requirement
   * and expects it first among the newest would find another proof's there if both published at once.
   */
  newestRequirements: 'marketplace: newest requirements',
  /**
   * The marketplace server's remote registry (remotes.json in its data folder): the new-remote proof
   * adds one more remote to it for a while; the platform proofs count the ones the registry lists.
   */
  remoteRegistry: 'marketplace: remote registry',
} as const;
