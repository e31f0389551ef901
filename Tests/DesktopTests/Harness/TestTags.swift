import Testing

extension Tag {
    /// Runs real GTK/Qt apps under Xvfb with an AT-SPI bus (Debian xvfb, dbus, at-spi2-core).
    @Tag static var desktop: Self
}
