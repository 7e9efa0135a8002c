/** The device check of spec section 1: mobile when the browser says so or the screen is phone-sized. */
export function detectDevice(userAgent: string, width: number): 'desktop' | 'mobile' {
  if (/Mobi|Android|iPhone|iPod|Windows Phone/i.test(userAgent)) return 'mobile';
  return width < 768 ? 'mobile' : 'desktop';
}
