import type { Language } from '../contract';

/** Strings every area uses: states of a page, session words, the chrome's shared labels. */
export const commonResources: Record<Language, Record<string, unknown>> = {
  english: {
    appName: 'Puente',
    tagline: 'Cross-border trade between China, Latin America and the Caribbean',
    states: {
      loading: 'Loading…',
      empty: 'Nothing here yet',
      error: 'This could not be loaded.',
      retry: 'Try again',
    },
    area: {
      unavailable: 'This part of Puente could not be loaded.',
      unavailableHint: 'The rest of the site keeps working. Try again in a moment.',
      incompatible: 'This part of Puente was built for another version of the platform and cannot open.',
      incompatibleHint: 'A new version is being published. Please try again later.',
      crashed: 'This part of Puente stopped because of an error.',
    },
    session: { login: 'Log in', register: 'Register', logout: 'Log out', pleaseLogin: 'Please log in first' },
    nav: { home: 'Home', personalCentre: 'Personal centre', product: 'Product trading', technology: 'Technology trading', comprehensive: 'Comprehensive services' },
    prefs: { language: 'Language', currency: 'Currency' },
  },
  chinese_simplified: {
    appName: 'Puente',
    tagline: '中国与拉丁美洲及加勒比地区的跨境贸易',
    states: {
      loading: '加载中…',
      empty: '暂无内容',
      error: '内容加载失败。',
      retry: '重试',
    },
    area: {
      unavailable: '该板块加载失败。',
      unavailableHint: '网站其他部分仍可正常使用，请稍后重试。',
      incompatible: '该板块基于另一版本的平台构建，无法打开。',
      incompatibleHint: '新版本正在发布中，请稍后再试。',
      crashed: '该板块因错误而停止运行。',
    },
    session: { login: '登录', register: '注册', logout: '退出登录', pleaseLogin: '请先登录' },
    nav: { home: '首页', personalCentre: '个人中心', product: '产品贸易', technology: '技术贸易', comprehensive: '综合服务' },
    prefs: { language: '语言', currency: '币种' },
  },
  portuguese: {
    appName: 'Puente',
    tagline: 'Comércio internacional entre a China, a América Latina e o Caribe',
    states: {
      loading: 'Carregando…',
      empty: 'Nada por aqui ainda',
      error: 'Não foi possível carregar.',
      retry: 'Tentar de novo',
    },
    area: {
      unavailable: 'Esta parte do Puente não pôde ser carregada.',
      unavailableHint: 'O restante do site continua funcionando. Tente de novo em instantes.',
      incompatible: 'Esta parte do Puente foi criada para outra versão da plataforma e não pode abrir.',
      incompatibleHint: 'Uma nova versão está sendo publicada. Tente novamente mais tarde.',
      crashed: 'Esta parte do Puente parou por causa de um erro.',
    },
    session: { login: 'Entrar', register: 'Cadastrar', logout: 'Sair', pleaseLogin: 'Faça login primeiro' },
    nav: { home: 'Início', personalCentre: 'Área pessoal', product: 'Comércio de produtos', technology: 'Comércio de tecnologia', comprehensive: 'Serviços integrados' },
    prefs: { language: 'Idioma', currency: 'Moeda' },
  },
  spanish: {
    appName: 'Puente',
    tagline: 'Comercio transfronterizo entre China, América Latina y el Caribe',
    states: {
      loading: 'Cargando…',
      empty: 'Todavía no hay nada aquí',
      error: 'No se ha podido cargar.',
      retry: 'Reintentar',
    },
    area: {
      unavailable: 'Esta parte de Puente no se ha podido cargar.',
      unavailableHint: 'El resto del sitio sigue funcionando. Inténtalo de nuevo en un momento.',
      incompatible: 'Esta parte de Puente se creó para otra versión de la plataforma y no puede abrirse.',
      incompatibleHint: 'Se está publicando una nueva versión. Inténtalo de nuevo más tarde.',
      crashed: 'Esta parte de Puente se ha detenido por un error.',
    },
    session: { login: 'Iniciar sesión', register: 'Registrarse', logout: 'Cerrar sesión', pleaseLogin: 'Inicia sesión primero' },
    nav: { home: 'Inicio', personalCentre: 'Área personal', product: 'Comercio de productos', technology: 'Comercio de tecnología', comprehensive: 'Servicios integrales' },
    prefs: { language: 'Idioma', currency: 'Moneda' },
  },
};
