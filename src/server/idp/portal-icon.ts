/**
 * The portal's icon (`public/favicon.svg`, which a test keeps it equal to), served by the identity
 * provider for its own pages: they may load images only from the provider's origin.
 */
export const PORTAL_ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0b3d5c"/><path d="M8 21h16M10 21l2-6h8l2 6M12 15l1.5-4h5l1.5 4" stroke="#fff" stroke-width="2" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>
`;
