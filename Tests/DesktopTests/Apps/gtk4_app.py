#!/usr/bin/python3
"""A GTK 4 window for the desktop source's tests: two buttons and an entry (GTK 4.8 is checked
for focus only)."""
import sys
import gi
gi.require_version("Gtk", "4.0")
from gi.repository import Gtk

title = sys.argv[1] if len(sys.argv) > 1 else "Desktop Test GTK4"


def activate(app):
    window = Gtk.ApplicationWindow(application=app, title=title)
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=4)
    window.set_child(box)
    start = Gtk.Button(label="Start")
    start.connect("clicked", lambda b: print("clicked Start", flush=True))
    box.append(start)
    box.append(Gtk.Button(label="Stop"))
    name = Gtk.Entry()
    name.set_text("Hello world")
    box.append(name)
    window.present()
    start.grab_focus()
    print("ready", flush=True)


app = Gtk.Application(application_id="org.brl.DesktopTestGtk4")
app.connect("activate", activate)
app.run([])
